import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME_COLORS, type ThemeColorName } from '../../../app/theme';
import { Button } from '../../../components/ui/button';
import {
  describedBy,
  ERROR_CLASS_NAME,
  inputClassName,
  LABEL_CLASS_NAME,
} from '../../../components/ui/field-styles';
import { HEX_COLOR } from '../config-form';

export type ColorFieldProps = {
  name: ThemeColorName;
  /** '' means the default colour. */
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

/** One palette colour: a colour picker and its hex text, kept in step, and a reset. */
export function ColorField({ name, value, onValueChange, error }: ColorFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t(`whitelabel.colors.names.${name}`);
  const shown = HEX_COLOR.test(value.trim())
    ? value.trim().toLowerCase()
    : DEFAULT_THEME_COLORS[name];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS_NAME}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={shown}
          onChange={(event) => onValueChange(event.target.value)}
          aria-label={t('whitelabel.colors.picker', { label })}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-text-dark/15 bg-transparent"
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={DEFAULT_THEME_COLORS[name]}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? `${id}-error` : null)}
          className={inputClassName('w-28 font-mono')}
        />
        {value ? (
          <Button
            variant="secondary"
            onClick={() => onValueChange('')}
            aria-label={t('whitelabel.colors.resetLabel', { label })}
          >
            {t('whitelabel.colors.reset')}
          </Button>
        ) : (
          <span className="text-xs text-text-dark/60">{t('whitelabel.colors.default')}</span>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className={ERROR_CLASS_NAME}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
