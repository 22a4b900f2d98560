import { useId } from 'react';
import { cx } from '../../lib/class-names';
import { ERROR_CLASS_NAME, LABEL_CLASS_NAME } from './field-styles';

export type RadioCardOption<Value extends string> = {
  value: Value;
  label: string;
  description?: string;
};

export type RadioCardGroupProps<Value extends string> = {
  legend: string;
  /** The radios' shared form name. */
  name: string;
  options: readonly RadioCardOption<Value>[];
  value: Value | '';
  onValueChange: (value: Value) => void;
  error?: string;
  /** Tailwind grid columns for wider screens, e.g. 'sm:grid-cols-2'. */
  columnsClassName?: string;
  isDisabled?: boolean;
};

/**
 * Native radios styled as cards: arrow keys move between them, the fieldset's legend names the
 * group, and an error is read out with each option.
 */
export function RadioCardGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onValueChange,
  error,
  columnsClassName = 'sm:grid-cols-2',
  isDisabled = false,
}: RadioCardGroupProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" disabled={isDisabled}>
      <legend className={cx(LABEL_CLASS_NAME, 'mb-1.5')}>{legend}</legend>
      <div className={cx('grid gap-2', columnsClassName)}>
        {options.map((option) => {
          const descriptionId = `${id}-${option.value}-description`;
          return (
            <label
              key={option.value}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-lg border border-text-dark/15 bg-surface p-3',
                'hover:border-primary/60 has-checked:border-primary has-checked:bg-primary-light',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
                error ? 'border-danger' : null,
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onValueChange(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [option.description ? descriptionId : null, error ? errorId : null]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} className="mt-0.5 block text-xs text-text-dark/70">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={ERROR_CLASS_NAME}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
