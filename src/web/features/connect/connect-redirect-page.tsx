import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CallbackDto } from '../../../common/api/connect';
import { buttonClassName } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { MessagePanel } from '../../components/ui/message-panel';
import { Spinner } from '../../components/ui/spinner';
import { useConnectCallback } from './api';
import {
  accountLabel,
  connectPagePath,
  failureMessage,
  readCallbackParams,
  rememberedCallbackResult,
  rememberedConnectToken,
} from './connect-rules';

/**
 * /connect/redirect: where a provider's consent screen sends the creator back, with a code or an
 * error. The answer goes to the server exactly once (the ref holds through React's doubled
 * effects in development); a reload shows the first result again instead of a refused reuse.
 */
export function ConnectRedirectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const input = useMemo(() => readCallbackParams(params), [params]);
  const [remembered] = useState(() =>
    input ? rememberedCallbackResult<CallbackDto>(input.state) : null,
  );
  const callback = useConnectCallback();
  const { mutate } = callback;
  const hasSent = useRef(false);

  useEffect(() => {
    if (!input || remembered || hasSent.current) return;
    hasSent.current = true;
    mutate(input);
  }, [input, remembered, mutate]);

  const result = remembered ?? callback.data;
  if (result) return <Connected result={result} />;
  if (!input) return <NotConnected message={t('connect.redirect.missing')} />;
  if (callback.isError) {
    return <NotConnected message={failureMessage(callback.error, t('connect.errors.generic'))} />;
  }
  return (
    <div className="grid place-items-center py-16">
      <Spinner label={t('connect.redirect.finishing')} className="size-8" />
    </div>
  );
}

function Connected({ result }: { result: CallbackDto }) {
  const { t } = useTranslation();
  const provider = t(`platforms.${result.provider}`);
  return (
    <div className="mx-auto w-full max-w-xl sm:py-6">
      <Card aria-labelledby="connect-done-heading" data-testid="connect-result">
        <h1 id="connect-done-heading" className="text-2xl font-bold tracking-tight">
          {t('connect.redirect.connectedTitle')}
        </h1>
        <p role="status" className="mt-3 text-sm">
          {t('connect.redirect.connectedText', {
            provider,
            account: accountLabel(result.accountName),
          })}
        </p>
        {result.scopes.length > 0 ? (
          <>
            <h2 className="mt-5 text-base font-semibold">{t('connect.redirect.scopesTitle')}</h2>
            <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="granted-scopes">
              {result.scopes.map((scope) => (
                <li key={scope}>
                  <code className="break-all text-xs">{scope}</code>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Link to={connectPagePath(result.token)} className={buttonClassName('primary', 'mt-6')}>
          {t('connect.redirect.back')}
        </Link>
      </Card>
    </div>
  );
}

function NotConnected({ message }: { message: string }) {
  const { t } = useTranslation();
  // The refusal does not carry the link's token; the connect page left it in this tab.
  const [token] = useState(() => rememberedConnectToken());
  return (
    <div className="mx-auto w-full max-w-xl sm:py-6" data-testid="connect-failed">
      <MessagePanel title={t('connect.redirect.failedTitle')} isAlert tone="danger">
        <p>{message}</p>
        {token ? (
          <Link to={connectPagePath(token)} className={buttonClassName('secondary')}>
            {t('connect.redirect.backToTry')}
          </Link>
        ) : (
          <p>{t('connect.redirect.noToken')}</p>
        )}
      </MessagePanel>
    </div>
  );
}
