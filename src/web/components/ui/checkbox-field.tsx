import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names';
import { describedBy, ERROR_CLASS_NAME, HINT_CLASS_NAME } from './field-styles';

export type CheckboxFieldProps = Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'checked' | 'onChange'
> & {
  label: ReactNode;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
  hint?: ReactNode;
  error?: string;
};

export function CheckboxField({
  label,
  isChecked,
  onCheckedChange,
  hint,
  error,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={isChecked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm text-text-dark">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={cx(HINT_CLASS_NAME, 'pl-6.5')}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cx(ERROR_CLASS_NAME, 'pl-6.5')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
