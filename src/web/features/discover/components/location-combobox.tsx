import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '../../../../common/format-number';
import {
  HINT_CLASS_NAME,
  inputClassName,
  LABEL_CLASS_NAME,
} from '../../../components/ui/field-styles';
import { cx } from '../../../lib/class-names';
import { type LocationOption, type LocationType, useLocations } from '../api';
import { countryName } from '../display-names';
import { useDebouncedValue } from '../use-debounced-value';

/** Long enough that typing a name asks once, short enough to feel live. */
const LOCATION_DEBOUNCE_MS = 250;

export type LocationComboboxProps = {
  label: string;
  type: LocationType;
  /** A country's ISO code or a city's name; '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
};

/**
 * Autocomplete on GET misc/locations, following the ARIA combobox pattern: the list opens as the
 * user types, arrow keys move through it, Enter picks, Escape closes. Only a picked suggestion
 * becomes the filter; text left unpicked goes back to the current choice when focus leaves.
 */
export function LocationCombobox({
  label,
  type,
  value,
  onValueChange,
  hint,
}: LocationComboboxProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const labelOf = (current: string) =>
    type === 'country' ? countryName(i18n.language, current) : current;
  const [text, setText] = useState(() => labelOf(value));
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedText = useDebouncedValue(text, LOCATION_DEBOUNCE_MS);
  const isTyping = isOpen && text.trim() !== '' && text !== labelOf(value);
  const { data, isFetching, isError } = useLocations(type, isTyping ? debouncedText : '');
  const options: LocationOption[] = isTyping ? (data ?? []) : [];
  const isListVisible = isOpen && options.length > 0;

  // A choice made elsewhere (reset, back button) shows in the input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: labelOf follows value and language.
  useEffect(() => {
    setText(labelOf(value));
  }, [value, i18n.language]);

  function choose(option: LocationOption) {
    onValueChange(option.value);
    setText(type === 'country' ? labelOf(option.value) : option.label);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function handleChange(next: string) {
    setText(next);
    setIsOpen(true);
    setActiveIndex(-1);
    if (next.trim() === '') onValueChange('');
  }

  function handleBlur() {
    setIsOpen(false);
    setActiveIndex(-1);
    if (text.trim() === '') onValueChange('');
    else setText(labelOf(value));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        if (options.length > 0) setActiveIndex((index) => (index + 1) % options.length);
        return;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        if (options.length > 0) {
          setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
        }
        return;
      case 'Enter': {
        // With the list open, Enter picks; otherwise it submits the search as in any field.
        if (!isListVisible) return;
        event.preventDefault();
        const option = options[activeIndex >= 0 ? activeIndex : 0];
        if (option) choose(option);
        return;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        }
        return;
    }
  }

  const activeId = isListVisible && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;
  let status = '';
  if (isTyping && !isFetching && debouncedText === text) {
    if (isError) status = t('discover.location.error');
    else if (options.length === 0) status = t('discover.location.none');
  }

  return (
    <div className="relative flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS_NAME}>
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={isListVisible}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        placeholder={t('discover.location.placeholder')}
        className={inputClassName('w-full')}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!isListVisible}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-text-dark/15 bg-surface py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <div
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); -1 only makes the option focusable.
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={cx(
              'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
              index === activeIndex ? 'bg-primary-light text-primary' : 'hover:bg-app-background',
            )}
          >
            <span className="truncate">{option.label}</span>
            <span className="shrink-0 text-xs text-text-dark/60 tabular-nums">
              {t('discover.location.count', {
                count: option.count,
                value: formatCompact(option.count),
              })}
            </span>
          </div>
        ))}
      </div>
      <p aria-live="polite" className={cx(HINT_CLASS_NAME, !status && 'sr-only')}>
        {status}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className={HINT_CLASS_NAME}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
