import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../components/ui/field-styles';
import { valueToDraft } from '../custom-field-values';
import type { CustomField, CustomFieldValue } from '../types';

export type CustomFieldInputProps = {
  field: CustomField;
  value: CustomFieldValue | undefined;
  /** Read out as the input's name, e.g. "Budget of @anna". */
  label: string;
  /** Called when the user leaves the input (or presses Enter, or picks an option). */
  onCommit: (draft: string) => void;
  isDisabled?: boolean;
  /** Width classes; a full-width input by default. */
  className?: string;
};

const INPUT_TYPES: Record<CustomField['type'], string> = {
  text: 'text',
  number: 'number',
  date: 'date',
  url: 'url',
  select: 'text',
};

/** An inline editor for one custom field value, by the field's type. */
export function CustomFieldInput({
  field,
  value,
  label,
  onCommit,
  isDisabled = false,
  className,
}: CustomFieldInputProps) {
  const { t } = useTranslation();
  const saved = valueToDraft(value);
  const [draft, setDraft] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  // A new value from the server (another tab, a refetch) replaces the draft.
  if (lastSaved !== saved) {
    setLastSaved(saved);
    setDraft(saved);
  }

  if (field.type === 'select') {
    return (
      <select
        aria-label={label}
        value={draft}
        disabled={isDisabled}
        onChange={(event) => {
          setDraft(event.target.value);
          onCommit(event.target.value);
        }}
        className={inputClassName(className ?? 'w-full min-w-32')}
      >
        <option value="">{t('profiles.fields.noValue')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
        {draft && !field.options.includes(draft) ? <option value={draft}>{draft}</option> : null}
      </select>
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit(draft);
    } else if (event.key === 'Escape') {
      setDraft(saved);
    }
  }

  return (
    <input
      type={INPUT_TYPES[field.type]}
      aria-label={label}
      value={field.type === 'date' ? draft.slice(0, 10) : draft}
      disabled={isDisabled}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => onCommit(draft)}
      onKeyDown={handleKeyDown}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      className={inputClassName(className ?? 'w-full min-w-32')}
    />
  );
}
