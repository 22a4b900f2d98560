import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PROFILE_SORTS, type ProfileSort } from '../../../common/api/profiles';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { LoadMore } from '../../components/ui/load-more';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { SelectField } from '../../components/ui/select-field';
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

  const content = (
    <QueryView
      query={pages}
      loadingLabel={t('profiles.states.loading')}
      isLoadingCentered
      errorTitle={t('profiles.states.error')}
      errorLayout="panel"
      isEmpty={() => profiles.length === 0}
      empty={
        hasActiveFilters(filters) ? (
          <MessagePanel title={t('profiles.states.noMatchTitle')}>
            <p>{t('profiles.states.noMatchText')}</p>
            <Button variant="secondary" onClick={() => applyFilters({ sort: filters.sort })}>
              {t('profiles.filters.clear')}
            </Button>
          </MessagePanel>
        ) : (
          <MessagePanel title={t('profiles.states.emptyTitle')}>
            <p>{t('profiles.states.emptyText')}</p>
            <Link to="/discover" className={buttonClassName('primary')}>
              {t('profiles.states.goDiscover')}
            </Link>
          </MessagePanel>
        )
      }
    >
      {() => (
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
          <LoadMore
            query={pages}
            label={t('profiles.table.loadMore')}
            errorText={t('profiles.states.loadMoreError')}
            className="mt-4"
          />
        </>
      )}
    </QueryView>
  );

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
