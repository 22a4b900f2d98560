import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PROFILE_SORTS, type ProfileSort } from '../../../common/api/profiles';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { MessagePanel } from '../../components/ui/message-panel';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { useCustomFields, useProfilesPages, useSaveProfileColumns } from './api';
import { type ColumnId, fieldIdOf } from './columns';
import { BulkActionsBar } from './components/bulk-actions-bar';
import { ColumnSettingsDialog } from './components/column-settings-dialog';
import { ProfileFilterBar } from './components/profile-filter-bar';
import { ProfilesTable } from './components/profiles-table';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  mergeProfilePages,
  type ProfileFilters,
} from './filters';
import type { CustomField } from './types';
import { useProfileColumns } from './use-profile-columns';

const NO_FIELDS: CustomField[] = [];

/** The CRM's tracked creators: filters in the URL, pages appended, columns per user, bulk actions. */
export function InfluencersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey is the params' identity.
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchKey]);
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const customFields = useCustomFields();
  const fields = customFields.data?.fields ?? NO_FIELDS;
  const fieldsById = useMemo(() => new Map(fields.map((field) => [field._id, field])), [fields]);
  const { available, visible } = useProfileColumns(fields);
  const saveColumns = useSaveProfileColumns();
  const [isColumnsOpen, setIsColumnsOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pages = useProfilesPages(filters);
  const profiles = useMemo(() => mergeProfilePages(pages.data?.pages ?? []), [pages.data]);
  const total = pages.data?.pages[0]?.total;

  function applyFilters(next: ProfileFilters) {
    setSelected(new Set());
    setSearchParams(filtersToSearchParams(next));
  }

  function toggleSelected(profileId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(profileId)) next.delete(profileId);
      else next.add(profileId);
      return next;
    });
  }

  function labelOf(column: ColumnId): string {
    const fieldId = fieldIdOf(column);
    if (fieldId) return fieldsById.get(fieldId)?.name ?? '';
    return t(`profiles.columns.${column as Exclude<ColumnId, `cf:${string}`>}`);
  }

  let content: ReactNode;
  if (pages.isPending) {
    content = (
      <div className="grid place-items-center py-16">
        <Spinner label={t('profiles.states.loading')} className="size-8" />
      </div>
    );
  } else if (pages.isError && !pages.isFetchNextPageError) {
    content = (
      <MessagePanel title={t('profiles.states.error')} isAlert tone="danger">
        <Button
          variant="secondary"
          isPending={pages.isRefetching}
          onClick={() => void pages.refetch()}
        >
          {t('profiles.states.retry')}
        </Button>
      </MessagePanel>
    );
  } else if (profiles.length === 0 && hasActiveFilters(filters)) {
    content = (
      <MessagePanel title={t('profiles.states.noMatchTitle')}>
        <p>{t('profiles.states.noMatchText')}</p>
        <Button variant="secondary" onClick={() => applyFilters({ sort: filters.sort })}>
          {t('profiles.filters.clear')}
        </Button>
      </MessagePanel>
    );
  } else if (profiles.length === 0) {
    content = (
      <MessagePanel title={t('profiles.states.emptyTitle')}>
        <p>{t('profiles.states.emptyText')}</p>
        <Link to="/discover" className={buttonClassName('primary')}>
          {t('profiles.states.goDiscover')}
        </Link>
      </MessagePanel>
    );
  } else {
    content = (
      <>
        <ProfilesTable
          profiles={profiles}
          columns={visible}
          fieldsById={fieldsById}
          selected={selected}
          onSelectedChange={toggleSelected}
          onSelectAll={(isAll) =>
            setSelected(isAll ? new Set(profiles.map((p) => p.profileId)) : new Set())
          }
          isReadOnly={isReadOnly}
        />
        <div className="mt-4 flex flex-col items-center gap-2">
          {pages.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-danger">
              {t('profiles.states.loadMoreError')}
            </p>
          ) : null}
          {pages.hasNextPage ? (
            <Button
              variant="secondary"
              isPending={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('profiles.table.loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profiles.title')}</h1>
          <p className="mt-1 text-text-dark/70">{t('profiles.intro')}</p>
        </div>
        <Link to="/discover" className={buttonClassName('secondary')}>
          {t('profiles.findMore')}
        </Link>
      </div>

      <div className="mt-5 flex flex-col gap-4">
        <ProfileFilterBar filters={filters} fields={fields} onApply={applyFilters} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="text-sm text-text-dark/70" aria-live="polite">
            {total === undefined ? '' : t('profiles.table.total', { count: total })}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label={t('profiles.sort.label')}
              value={filters.sort}
              onValueChange={(value) => applyFilters({ ...filters, sort: value as ProfileSort })}
            >
              {PROFILE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`profiles.sort.${sort}`)}
                </option>
              ))}
            </SelectField>
            {/* Guests' tables are shaped by the owner; they cannot save their own. */}
            {isReadOnly ? null : (
              <Button variant="secondary" onClick={() => setIsColumnsOpen(true)}>
                {t('profiles.columnsDialog.open')}
              </Button>
            )}
          </div>
        </div>
        {isReadOnly ? null : (
          <BulkActionsBar selectedIds={[...selected]} onClear={() => setSelected(new Set())} />
        )}
        <section aria-label={t('profiles.table.caption')}>{content}</section>
      </div>

      <ColumnSettingsDialog
        isOpen={isColumnsOpen}
        onOpenChange={setIsColumnsOpen}
        visible={visible}
        available={available}
        labelOf={labelOf}
        isPending={saveColumns.isPending}
        onSave={(columns) =>
          saveColumns.mutate(columns, {
            onSuccess: () => {
              toast.success(t('profiles.columnsDialog.saved'));
              setIsColumnsOpen(false);
            },
          })
        }
      />
    </>
  );
}
