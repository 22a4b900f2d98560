import { useTranslation } from 'react-i18next';
import { PLATFORMS, type Platform } from '../../../../common/constants';
import { cx } from '../../../lib/class-names';

export type PlatformSwitchProps = {
  name: string;
  value: Platform;
  onValueChange: (platform: Platform) => void;
  className?: string;
};

/** Radio buttons drawn as segments: arrow keys move between platforms as in any radio group. */
export function PlatformSwitch({ name, value, onValueChange, className }: PlatformSwitchProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={cx('min-w-0', className)}>
      <legend className="sr-only">{t('discover.filters.platform')}</legend>
      <div className="inline-flex w-full rounded-lg border border-text-dark/15 bg-surface p-1 sm:w-auto">
        {PLATFORMS.map((platform) => (
          <label
            key={platform}
            className={cx(
              'flex min-h-9 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold sm:flex-none',
              'has-checked:bg-primary has-checked:text-text-light has-focus-visible:outline-2 has-focus-visible:outline-primary',
              'text-text-dark/80 hover:bg-primary-light has-checked:hover:bg-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={platform}
              checked={value === platform}
              onChange={() => onValueChange(platform)}
              className="sr-only"
            />
            {t(`platforms.${platform}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
