import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/ui-store';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { MessagePanel } from '../../../components/ui/message-panel';
import { UpgradeLink } from '../../../components/ui/upgrade-link';
import { ApiError } from '../../../lib/api-error';

export type SearchFailureProps = {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
};

const EMAIL_NOT_VERIFIED = 'EmailNotVerified';

/**
 * Why a search has no results to show. A 423 has already opened the upgrade or verify popup (the
 * API client does that); the page keeps a note so the reason stays visible once it is closed.
 * A refused search says why; any other failure can be retried (SPEC 4).
 */
export function SearchFailure({ error, isRetrying, onRetry }: SearchFailureProps) {
  const { t } = useTranslation();
  const openVerifyEmailPopup = useUiStore((state) => state.openVerifyEmailPopup);
  const apiError = error instanceof ApiError ? error : null;

  if (apiError && (apiError.name === EMAIL_NOT_VERIFIED || apiError.field === EMAIL_NOT_VERIFIED)) {
    return (
      <MessagePanel title={t('discover.states.verifyTitle')} isAlert>
        <p>{t('discover.states.verifyText')}</p>
        <Button variant="secondary" onClick={openVerifyEmailPopup}>
          {t('discover.states.verifyAction')}
        </Button>
      </MessagePanel>
    );
  }

  if (apiError?.status === 423) {
    return (
      <MessagePanel title={t('discover.states.limitTitle')} isAlert>
        <p>{t('discover.states.limitText')}</p>
        <UpgradeLink className={buttonClassName('primary')}>
          {t('discover.states.limitAction')}
        </UpgradeLink>
      </MessagePanel>
    );
  }

  // A refused search (400) fails the same way every time, so it offers no Retry. The server's
  // message already names the field ("followers: min must not be above max").
  if (apiError?.status === 400) {
    return (
      <MessagePanel title={t('discover.states.refusedTitle')} isAlert tone="danger">
        <p>{apiError.message}</p>
        <p>{t('discover.states.refusedText')}</p>
      </MessagePanel>
    );
  }

  return (
    <MessagePanel title={t('discover.states.errorTitle')} isAlert tone="danger">
      {apiError?.message ? <p>{apiError.message}</p> : null}
      <Button variant="secondary" isPending={isRetrying} onClick={onRetry}>
        {t('discover.states.retry')}
      </Button>
    </MessagePanel>
  );
}
