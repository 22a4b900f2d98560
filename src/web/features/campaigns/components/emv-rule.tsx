import { useTranslation } from 'react-i18next';
import { formatMajor } from '../campaign-format';
import type { Emv } from '../types';

export type EmvRuleProps = {
  emv: Emv;
  /** The campaign's currency when the reader may know it; EMV falls back to dollars without a rate. */
  currency?: string;
};

/** How the EMV card was valued: dollars per action, and the fixed rate it was converted at. */
export function EmvRule({ emv, currency }: EmvRuleProps) {
  const { t } = useTranslation();
  let text: string;
  if (currency && currency !== emv.currency) {
    text = t('campaigns.results.emvRule.noRate', { currency });
  } else if (emv.currency === 'USD') {
    text = t('campaigns.results.emvRule.usd');
  } else {
    text = t('campaigns.results.emvRule.converted', {
      usd: formatMajor(1, 'USD'),
      local: formatMajor(emv.usdRate, emv.currency),
    });
  }
  return <p className="mt-2 text-sm text-text-dark/70">{text}</p>;
}
