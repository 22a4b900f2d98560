import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useBankSummary } from '../api';
import { ProfileBankCounts } from './profile-bank-counts';
import { ProfileBankEmpty } from './profile-bank-empty';
import { ProfileBankError } from './profile-bank-error';
import { SeedingProgress } from './seeding-progress';

/** Size of the local profile bank, whether it is demo data, and demo seeding as it runs. */
export function ProfileBankCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: summary, isPending, isError, isFetching, refetch } = useBankSummary();

  function handleRetry() {
    void refetch();
  }

  const seeding = summary?.seeding;
  const isSeeding = seeding?.state === 'running';

  return (
    <Card aria-labelledby={titleId} aria-busy={isPending}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('profileBank.title')}
        </h2>
        {summary?.demo ? <Badge>{t('profileBank.demoBadge')}</Badge> : null}
      </div>

      <div className="mt-4 space-y-4">
        {isPending ? <Spinner label={t('profileBank.loading')} /> : null}
        {isError && !summary ? (
          <ProfileBankError isRetrying={isFetching} onRetry={handleRetry} />
        ) : null}
        {summary && (summary.profiles > 0 || isSeeding) ? (
          <ProfileBankCounts summary={summary} />
        ) : null}
        {summary && summary.profiles === 0 && !isSeeding ? <ProfileBankEmpty /> : null}
        {seeding && isSeeding ? (
          <SeedingProgress done={seeding.done} total={seeding.total} />
        ) : null}
        {seeding?.state === 'failed' ? (
          <p role="alert" className="text-sm text-danger">
            {t('profileBank.seedingFailed')}
          </p>
        ) : null}
        {summary?.demo ? (
          <p className="text-xs text-text-dark/70">{t('profileBank.demoHint')}</p>
        ) : null}
      </div>
    </Card>
  );
}
