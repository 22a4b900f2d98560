import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryView } from '../../components/ui/query-view';
import {
  type CrmList,
  useCreateList,
  useDeleteList,
  useEnrichList,
  useLists,
  useRenameList,
} from './api';
import { ListNameDialog } from './components/list-name-dialog';
import { ListRow } from './components/list-row';
import { PageMessage } from './components/page-message';
import { ShareListDialog } from './components/share-list-dialog';

/** The organization's lists: counts, statuses, and everything done to a list as a whole. */
export function ListsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Empty lists are hidden by default, as the server's hideEmptyList is.
  const showEmpty = searchParams.get('showEmpty') === '1';
  const lists = useLists(showEmpty);
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const createList = useCreateList();
  const renameList = useRenameList();
  const deleteList = useDeleteList();
  const enrichList = useEnrichList();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [toRename, setToRename] = useState<CrmList | null>(null);
  const [toShare, setToShare] = useState<CrmList | null>(null);
  const [toDelete, setToDelete] = useState<CrmList | null>(null);

  function setShowEmpty(next: boolean) {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('showEmpty', '1');
    else params.delete('showEmpty');
    setSearchParams(params, { replace: true });
  }

  function handleEnrich(list: CrmList) {
    enrichList.mutate(list._id, {
      onSuccess: ({ queued }) => toast.success(t('lists.enrichQueued', { count: queued })),
    });
  }

  const content = (
    <QueryView
      query={lists}
      loadingLabel={t('lists.loading')}
      errorTitle={t('lists.loadError')}
      errorLayout="panel"
      isEmpty={(data) => data.length === 0}
      empty={
        <PageMessage title={showEmpty ? t('lists.emptyTitle') : t('lists.emptyHiddenTitle')}>
          <p>{t('lists.emptyText')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {isReadOnly ? null : (
              <Button onClick={() => setIsCreateOpen(true)}>{t('lists.create')}</Button>
            )}
            <Link to="/discover" className={buttonClassName('secondary')}>
              {t('lists.goDiscover')}
            </Link>
          </div>
        </PageMessage>
      }
    >
      {(data) => (
        <ul aria-label={t('lists.title')} className="flex flex-col gap-3">
          {data.map((list) => (
            <ListRow
              key={list._id}
              list={list}
              isReadOnly={isReadOnly}
              isEnriching={enrichList.isPending && enrichList.variables === list._id}
              onRename={setToRename}
              onShare={setToShare}
              onEnrich={handleEnrich}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}
    </QueryView>
  );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('lists.title')}</h1>
          <p className="mt-1 text-text-dark/70">{t('lists.intro')}</p>
        </div>
        {isReadOnly ? null : (
          <Button onClick={() => setIsCreateOpen(true)}>{t('lists.create')}</Button>
        )}
      </div>
      <div className="mt-5 mb-4">
        <CheckboxField
          label={t('lists.showEmpty')}
          isChecked={showEmpty}
          onCheckedChange={setShowEmpty}
        />
      </div>
      {content}

      <ListNameDialog
        isOpen={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        title={t('lists.createDialogTitle')}
        submitLabel={t('lists.create')}
        isPending={createList.isPending}
        onSubmit={(name) =>
          createList.mutateAsync(name).then((list) => {
            toast.success(t('lists.created', { name: list.name }));
            // A new list is empty: show empty lists so it does not vanish from view.
            if (!showEmpty) setShowEmpty(true);
          })
        }
      />
      <ListNameDialog
        isOpen={toRename !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToRename(null);
        }}
        title={t('lists.renameDialogTitle', { name: toRename?.name ?? '' })}
        submitLabel={t('lists.actions.rename')}
        initialName={toRename?.name}
        isPending={renameList.isPending}
        onSubmit={(name) =>
          toRename
            ? renameList.mutateAsync({ listId: toRename._id, name })
            : Promise.resolve(undefined)
        }
      />
      <ShareListDialog list={toShare} onClose={() => setToShare(null)} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title={t('lists.deleteDialog.title', { name: toDelete?.name ?? '' })}
        description={t('lists.deleteDialog.body')}
        confirmLabel={t('lists.deleteDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={deleteList.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          const { name } = toDelete;
          deleteList.mutate(toDelete._id, {
            onSuccess: () => {
              toast.success(t('lists.deleted', { name }));
              setToDelete(null);
            },
          });
        }}
      />
    </>
  );
}
