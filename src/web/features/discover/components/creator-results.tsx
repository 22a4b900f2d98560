import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { categoryLabel } from '../../../lib/product-labels';
import { useAllowance } from '../../account';
import { type Niche, type UnlockedContacts, useUnlockContacts } from '../api';
import type { CreatorResult } from '../results';
import { ConfirmUnlockDialog } from './confirm-unlock-dialog';
import { CreatorTable, type CreatorTableSelection } from './creator-table';
import { UnlockContactsDialog } from './unlock-contacts-dialog';

export type CreatorResultsProps = {
  caption: string;
  creators: readonly CreatorResult[];
  /** The bank's niches, for readable category names. */
  niches: readonly Niche[];
  hasMore: boolean;
  isLoadingMore: boolean;
  hasLoadMoreFailed: boolean;
  onLoadMore: () => void;
  /** Row selection, and the bar acting on it (shown under the table). */
  selection?: CreatorTableSelection;
  selectionBar?: ReactNode;
};

/** The table, "load more" under it, and contact unlocking for its rows. */
export function CreatorResults({
  caption,
  creators,
  niches,
  hasMore,
  isLoadingMore,
  hasLoadMoreFailed,
  onLoadMore,
  selection,
  selectionBar,
}: CreatorResultsProps) {
  const { t } = useTranslation();
  const unlock = useUnlockContacts();
  const categoryLabels = useMemo(
    () => new Map(niches.map((niche) => [niche.key, categoryLabel(t, niche.key, niche.label)])),
    [niches, t],
  );
  // Contacts already revealed on this page open again without another call.
  const unlocked = useRef(new Map<string, UnlockedContacts>());
  const [shown, setShown] = useState<{ username: string; contacts: UnlockedContacts } | null>(null);
  const [toConfirm, setToConfirm] = useState<CreatorResult | null>(null);
  const allowance = useAllowance('contactUnlocks', { isEnabled: creators.length > 0 });

  function handleUnlock(creator: CreatorResult) {
    const known = unlocked.current.get(creator.profileId);
    if (known) {
      setShown({ username: creator.platform_username, contacts: known });
      return;
    }
    // Only a plan without a limit unlocks in one click; any other says first what it costs.
    if (allowance.kind === 'unlimited') unlockNow(creator);
    else setToConfirm(creator);
  }

  function handleConfirmUnlock() {
    if (toConfirm) unlockNow(toConfirm);
    setToConfirm(null);
  }

  function unlockNow(creator: CreatorResult) {
    unlock.mutate(creator.profileId, {
      onSuccess: (contacts) => {
        unlocked.current.set(creator.profileId, contacts);
        setShown({ username: creator.platform_username, contacts });
      },
    });
  }

  return (
    <>
      <CreatorTable
        caption={caption}
        creators={creators}
        categoryLabels={categoryLabels}
        unlockingProfileId={unlock.isPending ? (unlock.variables ?? null) : null}
        onUnlock={handleUnlock}
        selection={selection}
      />
      {selectionBar}
      <div className="mt-4 flex flex-col items-center gap-2">
        {hasLoadMoreFailed && !isLoadingMore ? (
          <p role="alert" className="text-sm text-danger">
            {t('discover.results.loadMoreFailed')}
          </p>
        ) : null}
        {hasMore ? (
          <Button variant="secondary" isPending={isLoadingMore} onClick={onLoadMore}>
            {isLoadingMore ? t('discover.results.loadingMore') : t('discover.results.loadMore')}
          </Button>
        ) : (
          <p className="text-sm text-text-dark/70">{t('discover.results.end')}</p>
        )}
        <p aria-live="polite" className="sr-only">
          {t('discover.results.shown', { count: creators.length })}
        </p>
      </div>
      <ConfirmUnlockDialog
        username={toConfirm?.platform_username ?? null}
        allowance={allowance}
        onCancel={() => setToConfirm(null)}
        onConfirm={handleConfirmUnlock}
      />
      <UnlockContactsDialog
        username={shown?.username ?? null}
        contacts={shown?.contacts ?? null}
        onClose={() => setShown(null)}
      />
    </>
  );
}
