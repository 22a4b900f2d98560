import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ContentDto } from '../../../common/api/content';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadMore } from '../../components/ui/load-more';
import { QueryView } from '../../components/ui/query-view';
import { mergeContentPages, useContents, useDeleteContent } from './api';
import { AddContentToListDialog } from './components/add-content-to-list-dialog';
import { ContentCard } from './components/content-card';
import { ContentFilterBar } from './components/content-filter-bar';
import { EditContentDialog } from './components/edit-content-dialog';
import { UploadStoryDialog } from './components/upload-story-dialog';
import { type ContentFilters, filtersFromParams, filtersToParams } from './content-filters';

/** The organization's contents with filters in the URL, a page at a time; stories are uploaded here. */
export function ContentPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const contents = useContents(filters);
  const items = useMemo(() => mergeContentPages(contents.data?.pages ?? []), [contents.data]);
  const total = contents.data?.pages[0]?.total;
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const deleteContent = useDeleteContent();
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [toEdit, setToEdit] = useState<ContentDto | null>(null);
  const [toList, setToList] = useState<ContentDto | null>(null);
  const [toDelete, setToDelete] = useState<ContentDto | null>(null);

  function handleFilters(next: ContentFilters) {
    setSearchParams(filtersToParams(next), { replace: true });
  }

  const body = (
    <QueryView
      query={contents}
      loadingLabel={t('content.loading')}
      errorTitle={t('content.loadError')}
      errorLayout="panel"
      isEmpty={() => items.length === 0}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-text-dark/20 bg-surface px-6 py-10 text-center">
          <h2 className="text-lg font-semibold">{t('content.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-text-dark/75">{t('content.emptyText')}</p>
          {isReadOnly ? null : (
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={() => setIsUploadOpen(true)}>{t('content.uploadStory')}</Button>
              <Link to="/lists" className={buttonClassName('secondary')}>
                {t('content.goLists')}
              </Link>
            </div>
          )}
        </div>
      }
    >
      {() => (
        <>
          {total !== undefined ? (
            <p className="mb-3 text-sm text-text-dark/70" aria-live="polite">
              {t('content.total', { count: total })}
            </p>
          ) : null}
          <ul
            aria-label={t('content.gridLabel')}
            className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          >
            {items.map((content) => (
              <ContentCard
                key={content._id}
                content={content}
                isReadOnly={isReadOnly}
                onEdit={setToEdit}
                onAddToList={setToList}
                onDelete={setToDelete}
              />
            ))}
          </ul>
          <LoadMore
            query={contents}
            label={t('content.loadMore')}
            errorText={t('content.loadMoreError')}
            className="mt-6"
          />
        </>
      )}
    </QueryView>
  );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('content.title')}</h1>
          <p className="mt-1 text-text-dark/70">{t('content.intro')}</p>
        </div>
        {isReadOnly ? null : (
          <Button onClick={() => setIsUploadOpen(true)}>{t('content.uploadStory')}</Button>
        )}
      </div>
      <div className="mt-5 mb-5">
        <ContentFilterBar filters={filters} onChange={handleFilters} />
      </div>
      <section aria-label={t('content.gridLabel')}>{body}</section>

      <UploadStoryDialog isOpen={isUploadOpen} onOpenChange={setIsUploadOpen} />
      <EditContentDialog content={toEdit} onClose={() => setToEdit(null)} />
      <AddContentToListDialog content={toList} onClose={() => setToList(null)} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title={t('content.deleteDialog.title')}
        description={t('content.deleteDialog.body', { username: toDelete?.username ?? '' })}
        confirmLabel={t('content.deleteDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={deleteContent.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          deleteContent.mutate(toDelete._id, {
            onSuccess: () => {
              toast.success(t('content.deleteDialog.done'));
              setToDelete(null);
            },
          });
        }}
      />
    </>
  );
}
