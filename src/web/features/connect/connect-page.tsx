import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CreatorProvider, PublicConnectLinkDto } from '../../../common/api/connect';
import { Card } from '../../components/ui/card';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { useFormatDate } from '../../lib/use-format-date';
import { usePageBranding } from '../whitelabel';
import { useAuthorizeProvider, usePublicConnectLink, usePublicDisconnect } from './api';
import { ProviderOption } from './components/provider-option';
import { failureMessage, rememberConnectToken } from './connect-rules';

/**
 * /connect?token=: the page a creator (no account) opens from a member's connect link. It says who
 * asks, what they will see and for how long before anything is connected; each provider's own
 * consent screen does the rest.
 */
export function ConnectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = usePublicConnectLink(token);
  // The creator meets the agency that made the link, on whichever host it opens.
  usePageBranding(link.data?.branding);

  if (!token) return <InvalidLink message={null} />;
  return (
    <QueryView
      query={link}
      loadingLabel={t('connect.page.loading')}
      isLoadingCentered
      renderError={(error) => (
        <InvalidLink message={failureMessage(error, t('connect.errors.generic'))} />
      )}
    >
      {(data) => <ConnectDetails token={token} link={data} />}
    </QueryView>
  );
}

function InvalidLink({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-6 sm:py-10" data-testid="connect-invalid">
      <MessagePanel title={t('connect.page.invalidTitle')} isAlert>
        {message ? <p>{message}</p> : null}
        <p>{t('connect.page.invalidText')}</p>
      </MessagePanel>
    </div>
  );
}

function ConnectDetails({ token, link }: { token: string; link: PublicConnectLinkDto }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const authorize = useAuthorizeProvider(token);
  const disconnect = usePublicDisconnect(token);
  // Set once the provider's address is known: the page is being left, the button keeps spinning.
  const [leavingFor, setLeavingFor] = useState<CreatorProvider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const organization = link.organization.name;

  // Back from the provider by the browser's back button, the page may come from the cache as left.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  function handleConnect(provider: CreatorProvider) {
    if (leavingFor) return;
    setNotice(null);
    authorize.mutate(provider, {
      onSuccess: ({ authorizeUrl }) => {
        // A refused consent comes back without the token; the redirect page still leads here.
        rememberConnectToken(token);
        setLeavingFor(provider);
        window.location.assign(authorizeUrl);
      },
    });
  }

  function handleDisconnect(provider: CreatorProvider, keepData: boolean, done: () => void) {
    const name = t(`platforms.${provider}`);
    disconnect.mutate(
      { provider, keepData },
      {
        onSuccess: ({ removedContent }) => {
          done();
          setNotice(
            removedContent > 0
              ? t('connect.page.disconnectedRemoved', { provider: name, count: removedContent })
              : t('connect.page.disconnected', { provider: name }),
          );
        },
      },
    );
  }

  const shared = [
    t('connect.shared.stories'),
    t('connect.shared.posts'),
    t('connect.shared.audience'),
    t('connect.shared.youtube'),
  ];

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 sm:py-4">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('connect.page.title', { organization })}
        </h1>
        <p className="text-text-dark/80" data-testid="connect-creator">
          {t('connect.page.creator', {
            username: link.creator.username,
            platform: t(`platforms.${link.creator.platform}`, {
              defaultValue: link.creator.platform,
            }),
          })}
          {link.creator.fullName ? ` · ${link.creator.fullName}` : ''}
        </p>
        <p className="text-sm text-text-dark/80">{t('connect.page.intro', { organization })}</p>
      </header>

      <Card aria-labelledby="connect-shared-heading">
        <h2 id="connect-shared-heading" className="text-lg font-semibold">
          {t('connect.page.sharedTitle', { organization })}
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-sm">
          {shared.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3 className="mt-5 text-base font-semibold">{t('connect.page.durationTitle')}</h3>
        <p className="mt-1 text-sm">{t('connect.page.durationText', { organization })}</p>
        <p className="mt-1 text-sm text-text-dark/70" data-testid="connect-expiry">
          {t('connect.page.linkValid', { date: formatDate(link.expiresAt) })}
        </p>
      </Card>

      <section aria-labelledby="connect-providers-heading" className="flex flex-col gap-3">
        <h2 id="connect-providers-heading" className="text-lg font-semibold">
          {t('connect.page.providersTitle')}
        </h2>
        {notice ? (
          <p role="status" className="rounded-lg bg-primary-light p-3 text-sm">
            {notice}
          </p>
        ) : null}
        {link.providers.length === 0 ? (
          <p className="text-sm text-text-dark/75" data-testid="connect-no-providers">
            {t('connect.page.noProviders', { organization })}
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {link.providers.map((option) => (
            <ProviderOption
              key={option.provider}
              option={option}
              isConnecting={
                leavingFor === option.provider ||
                (authorize.isPending && authorize.variables === option.provider)
              }
              connectError={
                authorize.isError && authorize.variables === option.provider
                  ? failureMessage(authorize.error, t('connect.errors.generic'))
                  : null
              }
              onConnect={() => handleConnect(option.provider)}
              isDisconnecting={disconnect.isPending}
              disconnectError={
                disconnect.isError
                  ? failureMessage(disconnect.error, t('connect.errors.generic'))
                  : null
              }
              onDisconnectOpen={() => disconnect.reset()}
              onDisconnect={(keepData, done) => handleDisconnect(option.provider, keepData, done)}
            />
          ))}
        </ul>
        <p className="text-xs text-text-dark/70">{t('connect.page.privacy')}</p>
      </section>
    </div>
  );
}
