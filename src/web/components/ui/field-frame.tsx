import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names';
import { describedBy, ERROR_CLASS_NAME, HINT_CLASS_NAME, LABEL_CLASS_NAME } from './field-styles';

/** What the control inside a field needs so its label, hint and error are read out with it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldFrameProps = {
  label: string;
  /** Shown under the control and read out with it. */
  hint?: ReactNode;
  error?: string;
  /** Appended to the label of an optional field, e.g. "(optional)". */
  optionalText?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, hint and error around one form control (input, select, ...), wired for screen readers. */
export function FieldFrame({
  label,
  hint,
  error,
  optionalText,
  className,
  children,
}: FieldFrameProps) {
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
      })}
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
