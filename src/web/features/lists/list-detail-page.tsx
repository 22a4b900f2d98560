import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryView } from '../../components/ui/query-view';
import { cx } from '../../lib/class-names';
import { BulkConnectDialog } from '../connect';
import { type ListWithItems, useListItems, useMoveCard, useRemoveFromList } from './api';
import { ListBoard } from './components/list-board';
import { ListTable } from './components/list-table';
import { PageMessage } from './components/page-message';
import { ShareListDialog } from './components/share-list-dialog';
import { StatusEditorDialog } from './components/status-editor-dialog';
import { buildColumns, type ListItem, planMove } from './kanban';

type ListView = 'kanban' | 'table';

/** One list: its status pipeline as a kanban, or a table; the view is in the URL (?view=table). */
export function ListDetailPage() {
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  const query = useListItems(listId);
  const backToLists = (
    <Link to="/lists" className={buttonClassName('secondary')}>
      {t('lists.detail.backToLists')}
    </Link>
  );
  return (
    <QueryView
      query={query}
      loadingLabel={t('lists.loading')}
      errorTitle={t('lists.loadError')}
      errorLayout="panel"
      errorActions={backToLists}
      notFound={<PageMessage title={t('lists.detail.notFound')}>{backToLists}</PageMessage>}
    >
      {({ list, items }) => <ListDetail list={list} items={items} />}
    </QueryView>
  );
}

type ListDetailProps = Pick<ListWithItems, 'list' | 'items'>;

function ListDetail({ list, items }: ListDetailProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ListView = searchParams.get('view') === 'table' ? 'table' : 'kanban';
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const moveCard = useMoveCard(list._id);
  const removeFromList = useRemoveFromList(list._id);
  const [isStatusEditorOpen, setIsStatusEditorOpen] = useState(false);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [toRemove, setToRemove] = useState<ListItem | null>(null);

  function setView(next: ListView) {
    const params = new URLSearchParams(searchParams);
    if (next === 'table') params.set('view', 'table');
    else params.delete('view');
    setSearchParams(params, { replace: true });
  }

  function handleStatusChange(item: ListItem, columnId: string) {
    const columns = buildColumns(list.statuses, items);
    const column = columns.find((candidate) => candidate.id === columnId);
    const target = planMove(columns, item.profileId, columnId, column?.items.length ?? 0);
    if (target) moveCard.mutate({ profileId: item.profileId, target });
  }

  let content: ReactNode;
  if (items.length === 0) {
    content = (
      <PageMessage title={t('lists.detail.emptyTitle')}>
        <p>{t('lists.detail.emptyText')}</p>
        <Link to="/discover" className={buttonClassName('primary')}>
          {t('lists.goDiscover')}
        </Link>
      </PageMessage>
    );
  } else if (view === 'table') {
    content = (
      <ListTable
        statuses={list.statuses}
        items={items}
        isReadOnly={isReadOnly}
        onStatusChange={handleStatusChange}
        onRemove={setToRemove}
      />
    );
  } else {
    content = (
      <ListBoard
        listId={list._id}
        statuses={list.statuses}
        items={items}
        isReadOnly={isReadOnly}
        onRemove={setToRemove}
      />
    );
  }

  return (
    <>
      <Link to="/lists" className="text-sm font-semibold text-primary hover:underline">
        {t('lists.detail.backToLists')}
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{list.name}</h1>
          <p className="mt-1 text-text-dark/70">{t('lists.profileCount', { count: list.count })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isReadOnly ? null : (
            <>
              <Button variant="secondary" onClick={() => setIsStatusEditorOpen(true)}>
                {t('lists.detail.editStatuses')}
              </Button>
              <Button variant="secondary" onClick={() => setIsShareOpen(true)}>
                {t('lists.actions.share')}
              </Button>
              <BulkConnectDialog listId={list._id} name={list.name} />
            </>
          )}
        </div>
      </div>
      <fieldset className="mt-5 mb-4 inline-flex rounded-lg border border-text-dark/15 bg-surface p-1">
        <legend className="sr-only">{t('lists.detail.view')}</legend>
        {(['kanban', 'table'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className={cx(
              'min-h-9 rounded-md px-3 text-sm font-semibold',
              view === option
                ? 'bg-primary text-text-light'
                : 'text-text-dark/80 hover:bg-primary-light',
            )}
          >
            {t(`lists.detail.views.${option}`)}
          </button>
        ))}
      </fieldset>
      {content}

      <StatusEditorDialog
        isOpen={isStatusEditorOpen}
        onOpenChange={setIsStatusEditorOpen}
        listId={list._id}
        statuses={list.statuses}
      />
      <ShareListDialog list={isShareOpen ? list : null} onClose={() => setIsShareOpen(false)} />
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToRemove(null);
        }}
        title={t('lists.removeDialog.title', { username: toRemove?.username ?? '' })}
        description={t('lists.removeDialog.body', { name: list.name })}
        confirmLabel={t('lists.removeDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={removeFromList.isPending}
        onConfirm={() => {
          if (!toRemove) return;
          const { username } = toRemove;
          removeFromList.mutate([toRemove.profileId], {
            onSuccess: () => {
              toast.success(t('lists.removeDialog.removed', { username }));
              setToRemove(null);
            },
          });
        }}
      />
    </>
  );
}
