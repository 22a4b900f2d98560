import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HINT_CLASS_NAME,
  inputClassName,
  LABEL_CLASS_NAME,
} from '../../../components/ui/field-styles';
import { addTokens } from '../tokens';

export type TokenInputProps = {
  label: string;
  /** Shown before each token: '#' for hashtags, '@' for mentions. */
  prefix: string;
  tokens: readonly string[];
  onTokensChange: (tokens: string[]) => void;
  placeholder?: string;
};

/**
 * Hashtags or mentions as removable chips. Enter (or a comma) adds what was typed, Backspace in
 * the empty input removes the last chip; what is still typed is added when the field loses focus,
 * so a search never silently drops it.
 */
export function TokenInput({
  label,
  prefix,
  tokens,
  onTokensChange,
  placeholder,
}: TokenInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');

  function commit() {
    if (!text.trim()) return;
    onTokensChange(addTokens(tokens, text));
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the token instead of submitting the search with it half-typed.
      if (text.trim()) {
        event.preventDefault();
        commit();
      } else if (event.key === ',') {
        event.preventDefault();
      }
    } else if (event.key === 'Backspace' && text === '' && tokens.length > 0) {
      event.preventDefault();
      onTokensChange(tokens.slice(0, -1));
    }
  }

  function handleRemove(token: string) {
    onTokensChange(tokens.filter((item) => item !== token));
    document.getElementById(id)?.focus();
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS_NAME}>
        {label}
      </label>
      {tokens.length > 0 ? (
        <ul
          aria-label={t('discover.filters.tokensAdded', { name: label })}
          className="flex flex-wrap gap-1.5"
        >
          {tokens.map((token) => (
            <li
              key={token}
              className="inline-flex items-center gap-1 rounded-full bg-primary-light py-0.5 pr-1 pl-2.5 text-sm text-primary"
            >
              <span>
                {prefix}
                {token}
              </span>
              <button
                type="button"
                onClick={() => handleRemove(token)}
                aria-label={t('discover.filters.removeToken', { token: `${prefix}${token}` })}
                className="grid size-6 place-items-center rounded-full hover:bg-primary/15"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={commit}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        className={inputClassName('w-full')}
      />
      <p id={`${id}-hint`} className={HINT_CLASS_NAME}>
        {t('discover.filters.tokenHint')}
      </p>
    </div>
  );
}
