import { useTranslation } from 'react-i18next';
import { PLATFORMS } from '../../../../common/constants';
import { formatCompact } from '../../../../common/format-number';
import type { BankSummary } from '../api';

export type ProfileBankCountsProps = {
  summary: BankSummary;
};

export function ProfileBankCounts({ summary }: ProfileBankCountsProps) {
  const { t } = useTranslation();
  const { minFollowers } = summary.profileBank;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold tracking-tight tabular-nums">
          {formatCompact(summary.profiles)}
        </span>
        <span className="text-sm text-text-dark/70 tabular-nums">
          {t('profileBank.profileCount', { count: summary.profiles })}
        </span>
      </p>
      <h3 className="mt-5 text-xs font-semibold tracking-wide text-text-dark/70 uppercase">
        {t('profileBank.byPlatform')}
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2">
        {PLATFORMS.map((platform) => {
          const count = summary.byPlatform[platform] ?? 0;
          const browsable = summary.profileBank.byPlatform[platform] ?? 0;
          const platformName = t(`platforms.${platform}`);
          return (
            <li
              key={platform}
              aria-label={t('profileBank.platformCount', {
                platform: platformName,
                count,
                browsable,
                minFollowers,
              })}
              className="rounded-lg bg-app-background px-3 py-2"
            >
              <span aria-hidden="true" className="block truncate text-xs text-text-dark/70">
                {platformName}
              </span>
              <span aria-hidden="true" className="block text-lg font-semibold tabular-nums">
                {formatCompact(count)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-text-dark/70">
        {t('profileBank.browsable', {
          minFollowers,
          platforms: PLATFORMS.map((platform) =>
            t('profileBank.browsablePlatform', {
              count: summary.profileBank.byPlatform[platform] ?? 0,
              platform: t(`platforms.${platform}`),
            }),
          ).join(', '),
        })}
      </p>
    </div>
  );
}
