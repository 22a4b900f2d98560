import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar';

export type SeedingProgressProps = {
  done: number;
  total: number;
};

export function SeedingProgress({ done, total }: SeedingProgressProps) {
  const { t } = useTranslation();
  const progressText = t('profileBank.seedingProgress', { done, total });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold">{t('profileBank.seeding')}</span>
        <span className="text-text-dark/70 tabular-nums">{progressText}</span>
      </div>
      <ProgressBar
        className="mt-2"
        value={done}
        max={total}
        label={t('profileBank.seeding')}
        valueText={progressText}
      />
    </div>
  );
}
