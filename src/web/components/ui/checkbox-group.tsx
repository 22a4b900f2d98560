import { useId } from 'react';
import { cx } from '../../lib/class-names';
import { ERROR_CLASS_NAME, LABEL_CLASS_NAME } from './field-styles';

export type CheckboxGroupOption<Value extends string> = {
  value: Value;
  label: string;
};

export type CheckboxGroupProps<Value extends string> = {
  legend: string;
  name: string;
  options: readonly CheckboxGroupOption<Value>[];
  values: readonly Value[];
  onValuesChange: (values: Value[]) => void;
  error?: string;
  hint?: string;
};

/** Several choices under one legend; the chosen values keep the options' order. */
export function CheckboxGroup<Value extends string>({
  legend,
  name,
  options,
  values,
  onValuesChange,
  error,
  hint,
}: CheckboxGroupProps<Value>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  function handleToggle(value: Value, isChecked: boolean) {
    const chosen = new Set(values);
    if (isChecked) chosen.add(value);
    else chosen.delete(value);
    onValuesChange(options.map((option) => option.value).filter((option) => chosen.has(option)));
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className={cx(LABEL_CLASS_NAME, 'mb-1.5')}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1 text-xs text-text-dark/70">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-text-dark/15 p-3 text-sm has-checked:border-primary has-checked:bg-primary-light"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => handleToggle(option.value, event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className="size-4 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={ERROR_CLASS_NAME}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
