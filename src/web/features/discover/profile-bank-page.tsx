import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PLATFORM,
  PLATFORMS,
  type Platform,
  PROFILE_BANK_MIN_FOLLOWERS,
} from '../../../common/constants';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { bankPlatformKeys, type Niche, useProfileBank, useProfileBankMeta } from './api';
import { CreatorResults } from './components/creator-results';
import { NichePicker } from './components/niche-picker';
import { PlatformSwitch } from './components/platform-switch';
import { ResultsSkeleton } from './components/results-skeleton';
import { ResultsTotal } from './components/results-total';
import { mergePages } from './results';

const NO_NICHES: readonly Niche[] = [];

function platformFrom(value: string | null): Platform {
  return PLATFORMS.find((platform) => platform === value) ?? DEFAULT_PLATFORM;
}

/**
 * Curated browsing of the bank, niche by niche: the search landing tab, `niche` (SPEC 9), 20 at a
 * time. Platform and niche are in the URL like any list's filters.
 */
export function ProfileBankPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const platform = platformFrom(searchParams.get('platform'));
  const niche = searchParams.get('niche')?.trim() ?? '';
  const meta = useProfileBankMeta(platform);
  const bank = useProfileBank(platform, niche);
  const pages = bank.data?.pages ?? [];
  const creators = useMemo(() => mergePages(pages), [pages]);
  const platforms = meta.data ? bankPlatformKeys(meta.data) : undefined;

  function handleChange(next: { platform?: Platform; niche?: string }) {
    const params = new URLSearchParams();
    const nextPlatform = next.platform ?? platform;
    const nextNiche = next.niche ?? niche;
    if (nextPlatform !== DEFAULT_PLATFORM) params.set('platform', nextPlatform);
    if (nextNiche) params.set('niche', nextNiche);
    setSearchParams(params);
  }

  const content = (
    <QueryView
      query={bank}
      loading={<ResultsSkeleton />}
      errorTitle={t('profileBankPage.errorTitle')}
      errorLayout="panel"
      isEmpty={() => creators.length === 0}
      empty={
        <MessagePanel title={t('profileBankPage.emptyTitle')}>
          <p>{t('profileBankPage.emptyText')}</p>
        </MessagePanel>
      }
    >
      {() => (
        <CreatorResults
          caption={t('profileBankPage.caption')}
          creators={creators}
          niches={meta.data?.niches ?? NO_NICHES}
          hasMore={bank.hasNextPage}
          isLoadingMore={bank.isFetchingNextPage}
          hasLoadMoreFailed={bank.isFetchNextPageError}
          onLoadMore={() => void bank.fetchNextPage()}
        />
      )}
    </QueryView>
  );

  const firstPage = pages[0];
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('profileBankPage.title')}
      </h1>
      <p className="mt-1 text-text-dark/70">{t('profileBankPage.intro')}</p>

      <div className="mt-5 flex flex-col gap-4">
        <PlatformSwitch
          name="profile-bank-platform"
          value={platform}
          onValueChange={(next) => handleChange({ platform: next })}
        />
        {platforms && !platforms.includes(platform) ? (
          <p className="text-sm text-text-dark/70">{t('profileBankPage.platformEmpty')}</p>
        ) : null}
        {meta.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('profileBankPage.nichesError')}
          </p>
        ) : (
          <NichePicker
            niches={meta.data?.niches ?? []}
            value={niche}
            onValueChange={(next) => handleChange({ niche: next })}
          />
        )}
      </div>

      <section aria-label={t('profileBankPage.caption')} className="mt-6">
        {firstPage && creators.length > 0 ? (
          <div className="mb-3">
            <ResultsTotal
              total={firstPage.total}
              isEstimate={firstPage.totalIsEstimate ?? false}
              minFollowers={PROFILE_BANK_MIN_FOLLOWERS}
            />
          </div>
        ) : null}
        {content}
      </section>
    </>
  );
}
