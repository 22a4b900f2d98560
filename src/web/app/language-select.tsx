import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../components/ui/field-styles';
import { cx } from '../lib/class-names';
import { changeLocale, SUPPORTED_LOCALES, toSupportedLocale } from './i18n';

export type LanguageSelectProps = { className?: string };

/**
 * Switches the app's language at once, without a reload, and remembers it for a year
 * (NEXT_LOCALE). Each language is named in itself, so a user who cannot read the current one
 * still finds their own. Answers already loaded are asked for again: some hold text the server
 * wrote in the previous language (error messages, a report's method notes).
 */
export function LanguageSelect({ className }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const choose = async (value: string) => {
    await changeLocale(toSupportedLocale(value));
    await queryClient.invalidateQueries();
  };
  return (
    <div className={cx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={toSupportedLocale(i18n.language)}
        onChange={(event) => void choose(event.target.value)}
        className={inputClassName('min-w-0 flex-1')}
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.names.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
