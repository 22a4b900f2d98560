import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES, type ContentType } from '../../../../common/api/content';
import { PLATFORMS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLists } from '../../lists';
import type { ContentFilters } from '../content-filters';
import { ProfileSelect } from './profile-select';

export type ContentFilterBarProps = {
  filters: ContentFilters;
  onChange: (filters: ContentFilters) => void;
};

export function ContentFilterBar({ filters, onChange }: ContentFilterBarProps) {
  const { t } = useTranslation();
  const lists = useLists(true);
  const set = (patch: Partial<ContentFilters>) => onChange({ ...filters, ...patch });
  const hasFilters =
    filters.type || filters.profileId || filters.listId || filters.from || filters.to;

  return (
    <form
      aria-label={t('content.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <SelectField
        label={t('content.filters.platform')}
        value={filters.platform}
        onValueChange={(value) => set({ platform: value as ContentFilters['platform'] })}
      >
        {PLATFORMS.map((platform) => (
          <option key={platform} value={platform}>
            {t(`platforms.${platform}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('content.filters.type')}
        value={filters.type ?? ''}
        onValueChange={(value) => set({ type: (value || undefined) as ContentType | undefined })}
      >
        <option value="">{t('content.filters.anyType')}</option>
        {CONTENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`content.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <ProfileSelect
        label={t('content.filters.profile')}
        value={filters.profileId ?? ''}
        onValueChange={(value) => set({ profileId: value || undefined })}
        emptyLabel={t('content.filters.anyProfile')}
      />
      <SelectField
        label={t('content.filters.list')}
        value={filters.listId ?? ''}
        onValueChange={(value) => set({ listId: value || undefined })}
      >
        <option value="">{t('content.filters.anyList')}</option>
        {(lists.data ?? []).map((list) => (
          <option key={list._id} value={list._id}>
            {list.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('content.filters.from')}
        type="date"
        value={filters.from ?? ''}
        max={filters.to}
        onValueChange={(value) => set({ from: value || undefined })}
      />
      <TextField
        label={t('content.filters.to')}
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        onValueChange={(value) => set({ to: value || undefined })}
      />
      {hasFilters ? (
        <div className="sm:col-span-2 lg:col-span-6">
          <Button
            variant="ghost"
            className="px-3"
            onClick={() => onChange({ platform: filters.platform })}
          >
            {t('content.filters.clear')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
