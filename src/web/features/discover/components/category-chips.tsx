import { useTranslation } from 'react-i18next';
import { LABEL_CLASS_NAME } from '../../../components/ui/field-styles';
import { categoryLabel } from '../../../lib/product-labels';
import type { Niche } from '../api';

export type CategoryChipsProps = {
  options: readonly Niche[];
  values: readonly string[];
  onValuesChange: (values: string[]) => void;
};

/** Niches as toggle chips; each is a real checkbox, so Tab and Space work as usual. */
export function CategoryChips({ options, values, onValuesChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  // A category from a shared link that the bank no longer lists stays visible and removable.
  const known = new Set(options.map((option) => option.key));
  const all = [
    ...options,
    ...values.filter((value) => !known.has(value)).map((key) => ({ key, label: key, count: 0 })),
  ];

  function handleToggle(key: string, isChecked: boolean) {
    onValuesChange(isChecked ? [...values, key] : values.filter((value) => value !== key));
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className={LABEL_CLASS_NAME}>{t('discover.filters.categories')}</legend>
      {all.length === 0 ? (
        <p className="mt-1.5 text-xs text-text-dark/70">{t('discover.filters.noCategories')}</p>
      ) : (
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {all.map((option) => (
            <label
              key={option.key}
              className="inline-flex min-h-8 cursor-pointer items-center rounded-full border border-text-dark/15 px-3 text-sm has-checked:border-primary has-checked:bg-primary-light has-checked:text-primary has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="checkbox"
                checked={values.includes(option.key)}
                onChange={(event) => handleToggle(option.key, event.target.checked)}
                className="sr-only"
              />
              {categoryLabel(t, option.key, option.label)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
