import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { QueryView } from '../../components/ui/query-view';
import { usePageBranding } from '../whitelabel';
import { useUnsubscribe, useUnsubscribeState } from './api';

/**
 * The page an outreach email's footer links to (public, no login): it names the sender and the
 * address, and unsubscribes only when the reader confirms, so a link scanner opening it changes
 * nothing. Mail clients' one-click unsubscribe posts to the API directly.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  // The reader meets the organization that mailed them, not our product.
  usePageBranding(state.data?.branding);

  const content = (
    <QueryView
      query={state}
      loadingLabel={t('outreach.unsubscribe.loading')}
      errorTitle={t('outreach.unsubscribe.invalid')}
      canRetry={false}
    >
      {({ email, sender, unsubscribed }) =>
        unsubscribed ? (
          <p role="status">{t('outreach.unsubscribe.done', { email, sender })}</p>
        ) : (
          <>
            <p>{t('outreach.unsubscribe.question', { email, sender })}</p>
            <Button
              className="self-start"
              isPending={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate()}
            >
              {t('outreach.unsubscribe.confirm')}
            </Button>
            {unsubscribe.isError ? (
              <p role="alert" className="text-danger">
                {t('outreach.unsubscribe.error')}
              </p>
            ) : null}
          </>
        )
      }
    </QueryView>
  );
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">{t('outreach.unsubscribe.title')}</h1>
      {content}
    </section>
  );
}
