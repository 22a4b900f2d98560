import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names';
import {
  describedBy,
  ERROR_CLASS_NAME,
  HINT_CLASS_NAME,
  inputClassName,
  LABEL_CLASS_NAME,
} from './field-styles';

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  optionalText?: string;
  /** The <option> elements. */
  children: ReactNode;
};

export function SelectField({
  label,
  value,
  onValueChange,
  hint,
  error,
  optionalText,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={LABEL_CLASS_NAME}>
        {label}
        {optionalText ? (
          <span className="ml-1 font-normal text-text-dark/60">{optionalText}</span>
        ) : null}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        className={inputClassName('w-full')}
        {...selectProps}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className={HINT_CLASS_NAME}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={ERROR_CLASS_NAME}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
