import { useTranslation } from 'react-i18next';
import { formatCompact } from '../../../../common/format-number';
import { categoryLabel } from '../../../lib/product-labels';
import type { Niche } from '../api';

export type NichePickerProps = {
  niches: readonly Niche[];
  /** '' for every niche. */
  value: string;
  onValueChange: (niche: string) => void;
};

const CHIP =
  'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-text-dark/15 bg-surface px-3 text-sm ' +
  'has-checked:border-primary has-checked:bg-primary has-checked:text-text-light ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary';

/** The bank's niches as one radio group drawn as chips; arrow keys move the choice. */
export function NichePicker({ niches, value, onValueChange }: NichePickerProps) {
  const { t } = useTranslation();
  const options = [{ key: '', label: t('profileBankPage.allNiches'), count: null }, ...niches];
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('profileBankPage.niche')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((niche) => (
          <label key={niche.key || 'all'} className={CHIP}>
            <input
              type="radio"
              name="profile-bank-niche"
              value={niche.key}
              checked={value === niche.key}
              onChange={() => onValueChange(niche.key)}
              className="sr-only"
            />
            {categoryLabel(t, niche.key, niche.label)}
            {niche.count !== null ? (
              <span className="text-xs opacity-75 tabular-nums">{formatCompact(niche.count)}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
