import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  describedBy,
  ERROR_CLASS_NAME,
  inputClassName,
  LABEL_CLASS_NAME,
} from '../../../components/ui/field-styles';
import type { RangeValue } from '../filters';

export type RangeFilterProps = {
  legend: string;
  value: RangeValue;
  onValueChange: (value: RangeValue) => void;
  /** A unit after the inputs, e.g. '%'. */
  unit?: string;
  /** Growth can shrink; every other range starts at zero. */
  allowsNegative?: boolean;
  step?: string;
  /** What is wrong with the range; both inputs are marked and read it out. */
  error?: string;
};

/** A minimum and a maximum under one legend; either may be left open. */
export function RangeFilter({
  legend,
  value,
  onValueChange,
  unit,
  allowsNegative = false,
  step = 'any',
  error,
}: RangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const min = allowsNegative ? undefined : 0;
  const invalidProps = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error ? errorId : null),
  } as const;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className={LABEL_CLASS_NAME}>{legend}</legend>
      <div className="mt-1.5 flex items-center gap-2">
        <label htmlFor={`${id}-min`} className="sr-only">
          {t('discover.filters.rangeMin', { name: legend })}
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="decimal"
          min={min}
          step={step}
          placeholder={t('discover.filters.min')}
          value={value.min}
          onChange={(event) => onValueChange({ ...value, min: event.target.value })}
          className={inputClassName('w-full min-w-0')}
          {...invalidProps}
        />
        <span aria-hidden="true" className="text-text-dark/50">
          –
        </span>
        <label htmlFor={`${id}-max`} className="sr-only">
          {t('discover.filters.rangeMax', { name: legend })}
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="decimal"
          min={min}
          step={step}
          placeholder={t('discover.filters.max')}
          value={value.max}
          onChange={(event) => onValueChange({ ...value, max: event.target.value })}
          className={inputClassName('w-full min-w-0')}
          {...invalidProps}
        />
        {unit ? (
          <span aria-hidden="true" className="text-sm text-text-dark/70">
            {unit}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={ERROR_CLASS_NAME}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
