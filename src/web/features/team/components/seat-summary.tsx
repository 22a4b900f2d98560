import { useTranslation } from 'react-i18next';
import { toUsageBar, type UsageEntry } from '../../account';

export type SeatSummaryProps = {
  entry: UsageEntry;
};

export function SeatSummary({ entry }: SeatSummaryProps) {
  const { t } = useTranslation();
  const bar = toUsageBar(entry.used, entry.limit);
  let text: string;
  if (bar.kind === 'limited') text = t('team.seats', { used: bar.used, limit: bar.limit });
  else if (bar.kind === 'unlimited') text = t('team.seatsUnlimited', { used: bar.used });
  else text = t('team.seatsUsed', { used: bar.used });
  return <p className="text-sm text-text-dark/75">{text}</p>;
}
