import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { inputClassName } from './field-styles';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input and read out with it. */
  hint?: ReactNode;
  error?: string;
  /** Appended to the label of an optional field, e.g. "(optional)". */
  optionalText?: string;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  optionalText,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      optionalText={optionalText}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClassName('w-full')}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}
