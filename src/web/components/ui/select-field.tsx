import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { inputClassName } from './field-styles';

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

/** A labelled select whose hint and error are tied to it for screen readers. */
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
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      optionalText={optionalText}
      className={className}
    >
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClassName('w-full')}
          {...selectProps}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
