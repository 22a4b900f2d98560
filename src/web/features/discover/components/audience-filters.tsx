import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, GENDERS } from '../../../../common/api/discovery';
import { Button } from '../../../components/ui/button';
import { inputClassName, LABEL_CLASS_NAME } from '../../../components/ui/field-styles';
import { SelectField } from '../../../components/ui/select-field';
import { languageOptions } from '../display-names';
import { ageGroupLabel, audienceDimensionLabel, genderLabel } from '../filter-labels';
import { AUDIENCE_DIMENSIONS, type AudienceDimension, type AudienceFilter } from '../filters';
import { LocationCombobox } from './location-combobox';

export type AudienceFiltersProps = {
  filters: readonly AudienceFilter[];
  onFiltersChange: (filters: AudienceFilter[]) => void;
};

/** Who follows the creator: one row per dimension, each a value and a minimum share. */
export function AudienceFilters({ filters, onFiltersChange }: AudienceFiltersProps) {
  const { t } = useTranslation();
  const unused = AUDIENCE_DIMENSIONS.filter(
    (dimension) => !filters.some((filter) => filter.dimension === dimension),
  );

  function handleChange(index: number, next: AudienceFilter) {
    onFiltersChange(filters.map((filter, position) => (position === index ? next : filter)));
  }

  function handleAdd() {
    const dimension = unused[0];
    if (dimension) onFiltersChange([...filters, { dimension, value: '', minSharePercent: '' }]);
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className={LABEL_CLASS_NAME}>{t('discover.filters.audience')}</legend>
      <p className="-mt-1 text-xs text-text-dark/70">{t('discover.filters.audienceHint')}</p>
      {filters.map((filter, index) => (
        <AudienceRow
          key={filter.dimension}
          filter={filter}
          dimensions={[filter.dimension, ...unused]}
          onChange={(next) => handleChange(index, next)}
          onRemove={() => onFiltersChange(filters.filter((_, position) => position !== index))}
        />
      ))}
      {unused.length > 0 ? (
        <Button variant="secondary" onClick={handleAdd} className="self-start">
          {t('discover.filters.addAudience')}
        </Button>
      ) : null}
    </fieldset>
  );
}

type AudienceRowProps = {
  filter: AudienceFilter;
  dimensions: readonly AudienceDimension[];
  onChange: (filter: AudienceFilter) => void;
  onRemove: () => void;
};

function AudienceRow({ filter, dimensions, onChange, onRemove }: AudienceRowProps) {
  const { t, i18n } = useTranslation();
  const shareId = useId();
  const dimensionName = t(`discover.audience.${filter.dimension}`);
  const valueLabel = t('discover.filters.audienceValue', { dimension: dimensionName });

  function handleValue(value: string) {
    onChange({ ...filter, value });
  }

  let valueControl: ReactNode;
  switch (filter.dimension) {
    case 'country':
    case 'city':
      valueControl = (
        <LocationCombobox
          label={valueLabel}
          type={filter.dimension}
          value={filter.value}
          onValueChange={handleValue}
        />
      );
      break;
    case 'gender':
      valueControl = (
        <SelectField label={valueLabel} value={filter.value} onValueChange={handleValue}>
          <option value="">{t('discover.filters.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {genderLabel(t, gender)}
            </option>
          ))}
        </SelectField>
      );
      break;
    case 'age':
      valueControl = (
        <SelectField label={valueLabel} value={filter.value} onValueChange={handleValue}>
          <option value="">{t('discover.filters.choose')}</option>
          {AGE_GROUPS.map((ageGroup) => (
            <option key={ageGroup} value={ageGroup}>
              {ageGroupLabel(t, ageGroup)}
            </option>
          ))}
        </SelectField>
      );
      break;
    case 'language':
      valueControl = (
        <SelectField label={valueLabel} value={filter.value} onValueChange={handleValue}>
          <option value="">{t('discover.filters.choose')}</option>
          {languageOptions(i18n.language, filter.value).map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </SelectField>
      );
      break;
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-text-dark/10 p-3">
      <SelectField
        label={t('discover.filters.audienceDimension')}
        value={filter.dimension}
        onValueChange={(dimension) =>
          onChange({
            dimension: dimension as AudienceDimension,
            value: '',
            minSharePercent: filter.minSharePercent,
          })
        }
      >
        {dimensions.map((dimension) => (
          <option key={dimension} value={dimension}>
            {audienceDimensionLabel(t, dimension)}
          </option>
        ))}
      </SelectField>
      {valueControl}
      <div className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={shareId} className={LABEL_CLASS_NAME}>
            {t('discover.filters.minShare')}
          </label>
          <div className="flex items-center gap-2">
            <input
              id={shareId}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              value={filter.minSharePercent}
              onChange={(event) => onChange({ ...filter, minSharePercent: event.target.value })}
              className={inputClassName('w-full min-w-0')}
            />
            <span aria-hidden="true" className="text-sm text-text-dark/70">
              %
            </span>
          </div>
        </div>
        <Button
          variant="ghost"
          onClick={onRemove}
          aria-label={t('discover.filters.removeAudience', { dimension: dimensionName })}
        >
          {t('discover.filters.remove')}
        </Button>
      </div>
    </div>
  );
}
