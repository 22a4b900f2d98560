import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORMS, type Platform } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { listStatusLabel } from '../../../lib/product-labels';
import { useAllLists, useListStatuses } from '../api';
import { DEFAULT_SORT, isReversedRange, type ProfileFilters } from '../filters';
import type { CustomField } from '../types';

export type ProfileFilterBarProps = {
  filters: ProfileFilters;
  fields: readonly CustomField[];
  onApply: (filters: ProfileFilters) => void;
};

type Draft = Record<
  'text' | 'followersMin' | 'followersMax' | 'engagementMin' | 'engagementMax' | 'customFieldValue',
  string
>;

function toDraft(filters: ProfileFilters): Draft {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    text: text(filters.text),
    followersMin: text(filters.followersMin),
    followersMax: text(filters.followersMax),
    engagementMin: text(filters.engagementMin),
    engagementMax: text(filters.engagementMax),
    customFieldValue: text(filters.customFieldValue),
  };
}

function numberOrUndefined(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/**
 * Filters of the profiles table. Selects apply at once; typed values apply with the Apply button
 * (or Enter), so the table does not reload on every key.
 */
export function ProfileFilterBar({ filters, fields, onApply }: ProfileFilterBarProps) {
  const { t } = useTranslation();
  const lists = useAllLists();
  const statuses = useListStatuses(filters.listId ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  // Set by a refused Apply: the wrong ranges are marked until the next Apply.
  const [reversed, setReversed] = useState({ followers: false, engagement: false });
  const [lastFilters, setLastFilters] = useState(filters);
  if (lastFilters !== filters) {
    setLastFilters(filters);
    setDraft(toDraft(filters));
  }
  const selectedField = fields.find((field) => field._id === filters.customFieldId);
  // Beyond search, platform and list, filters fold away (phones) unless one is in use.
  const hasMoreFilters =
    filters.favourite !== undefined ||
    filters.followersMin !== undefined ||
    filters.followersMax !== undefined ||
    filters.engagementMin !== undefined ||
    filters.engagementMax !== undefined ||
    filters.customFieldId !== undefined;

  function setText(key: keyof Draft) {
    return (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  }

  function withDraft(next: Partial<ProfileFilters>): ProfileFilters {
    return {
      ...filters,
      text: draft.text.trim() || undefined,
      followersMin: numberOrUndefined(draft.followersMin),
      followersMax: numberOrUndefined(draft.followersMax),
      engagementMin: numberOrUndefined(draft.engagementMin),
      engagementMax: numberOrUndefined(draft.engagementMax),
      customFieldValue: draft.customFieldValue.trim() || undefined,
      ...next,
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      followers: isReversedRange(draft.followersMin, draft.followersMax),
      engagement: isReversedRange(draft.engagementMin, draft.engagementMax),
    };
    setReversed(found);
    if (found.followers || found.engagement) {
      // After React has marked the fields: focus goes to the first wrong one.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onApply(withDraft({}));
  }
  const reversedError = t('profiles.filters.minAboveMax');

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      aria-label={t('profiles.filters.label')}
      className="grid gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label={t('profiles.filters.text')}
        value={draft.text}
        onValueChange={setText('text')}
        type="search"
        autoComplete="off"
        placeholder={t('profiles.filters.textPlaceholder')}
      />
      <SelectField
        label={t('profiles.filters.platform')}
        value={filters.platform ?? ''}
        onValueChange={(value) =>
          onApply(withDraft({ platform: (value || undefined) as Platform | undefined }))
        }
      >
        <option value="">{t('profiles.filters.any')}</option>
        {PLATFORMS.map((platform) => (
          <option key={platform} value={platform}>
            {t(`platforms.${platform}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('profiles.filters.list')}
        value={filters.listId ?? ''}
        onValueChange={(value) =>
          onApply(withDraft({ listId: value || undefined, listStatus: undefined }))
        }
      >
        <option value="">{t('profiles.filters.anyList')}</option>
        {(lists.data ?? []).map((list) => (
          <option key={list._id} value={list._id}>
            {list.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('profiles.filters.status')}
        value={filters.listStatus ?? ''}
        disabled={!filters.listId}
        hint={filters.listId ? undefined : t('profiles.filters.statusHint')}
        onValueChange={(value) => onApply(withDraft({ listStatus: value || undefined }))}
      >
        <option value="">{t('profiles.filters.anyStatus')}</option>
        {(statuses.data ?? []).map((status) => (
          <option key={status._id} value={status.name}>
            {listStatusLabel(t, status)}
          </option>
        ))}
      </SelectField>
      <details
        open={hasMoreFilters || reversed.followers || reversed.engagement || undefined}
        className="sm:col-span-2 lg:col-span-4"
      >
        <summary className="w-fit cursor-pointer rounded-lg px-1 py-2 text-sm font-semibold text-primary">
          {t('profiles.filters.more')}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <fieldset className="flex gap-2">
            <legend className="mb-1.5 text-sm font-semibold">
              {t('profiles.filters.followers')}
            </legend>
            <TextField
              label={t('profiles.filters.min')}
              value={draft.followersMin}
              onValueChange={setText('followersMin')}
              error={reversed.followers ? reversedError : undefined}
              type="number"
              min={0}
              inputMode="numeric"
              className="flex-1"
            />
            <TextField
              label={t('profiles.filters.max')}
              value={draft.followersMax}
              onValueChange={setText('followersMax')}
              type="number"
              min={0}
              inputMode="numeric"
              className="flex-1"
            />
          </fieldset>
          <fieldset className="flex gap-2">
            <legend className="mb-1.5 text-sm font-semibold">
              {t('profiles.filters.engagement')}
            </legend>
            <TextField
              label={t('profiles.filters.min')}
              value={draft.engagementMin}
              onValueChange={setText('engagementMin')}
              error={reversed.engagement ? reversedError : undefined}
              type="number"
              min={0}
              step="0.1"
              inputMode="decimal"
              className="flex-1"
            />
            <TextField
              label={t('profiles.filters.max')}
              value={draft.engagementMax}
              onValueChange={setText('engagementMax')}
              type="number"
              min={0}
              step="0.1"
              inputMode="decimal"
              className="flex-1"
            />
          </fieldset>
          {fields.length > 0 ? (
            <div className="flex gap-2">
              <SelectField
                label={t('profiles.filters.field')}
                value={filters.customFieldId ?? ''}
                className="flex-1"
                onValueChange={(value) =>
                  onApply(
                    withDraft({
                      customFieldId: value || undefined,
                      customFieldValue: value
                        ? draft.customFieldValue.trim() || undefined
                        : undefined,
                    }),
                  )
                }
              >
                <option value="">{t('profiles.filters.anyField')}</option>
                {fields.map((field) => (
                  <option key={field._id} value={field._id}>
                    {field.name}
                  </option>
                ))}
              </SelectField>
              {selectedField?.type === 'select' ? (
                <SelectField
                  label={t('profiles.filters.fieldValue')}
                  value={filters.customFieldValue ?? ''}
                  className="flex-1"
                  onValueChange={(value) =>
                    onApply(withDraft({ customFieldValue: value || undefined }))
                  }
                >
                  <option value="">{t('profiles.filters.any')}</option>
                  {selectedField.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <TextField
                  label={t('profiles.filters.fieldValue')}
                  value={draft.customFieldValue}
                  onValueChange={setText('customFieldValue')}
                  disabled={!selectedField}
                  className="flex-1"
                />
              )}
            </div>
          ) : null}
          <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
            <CheckboxField
              label={t('profiles.filters.favourite')}
              isChecked={filters.favourite === true}
              onCheckedChange={(isChecked) =>
                onApply(withDraft({ favourite: isChecked ? true : undefined }))
              }
              className="min-h-10 justify-center"
            />
          </div>
        </div>
      </details>
      <div className="flex flex-wrap items-end justify-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button variant="ghost" onClick={() => onApply({ sort: filters.sort ?? DEFAULT_SORT })}>
          {t('profiles.filters.clear')}
        </Button>
        <Button isSubmit>{t('profiles.filters.apply')}</Button>
      </div>
    </form>
  );
}
