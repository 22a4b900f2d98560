import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import type { PublicProvider } from '../api';
import { accountLabel } from '../connect-rules';
import { DisconnectDialog } from './disconnect-dialog';

export type ProviderOptionProps = {
  option: PublicProvider;
  /** On its way to the provider's consent screen. */
  isConnecting: boolean;
  connectError: string | null;
  onConnect: () => void;
  isDisconnecting: boolean;
  disconnectError: string | null;
  /** The dialog opens: a failure of an earlier try is no longer news. */
  onDisconnectOpen: () => void;
  /** Call `done` once disconnected, to close the dialog. */
  onDisconnect: (keepData: boolean, done: () => void) => void;
};

/** One provider on the creator's page: what it asks for and why, and connecting or leaving it. */
export function ProviderOption({
  option,
  isConnecting,
  connectError,
  onConnect,
  isDisconnecting,
  disconnectError,
  onDisconnectOpen,
  onDisconnect,
}: ProviderOptionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const connectRef = useRef<HTMLButtonElement>(null);
  const wasDisconnected = useRef(false);
  const name = t(`platforms.${option.provider}`);
  return (
    <li
      aria-labelledby={headingId}
      data-testid={`connect-provider-${option.provider}`}
      className="flex flex-col gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {name}
        </h3>
        {option.connected ? <Badge tone="primary">{t('connect.status.connected')}</Badge> : null}
      </div>
      {option.connected ? (
        <p className="text-sm" data-testid="connected-account">
          {option.accountName
            ? t('connect.page.connectedAs', { account: accountLabel(option.accountName) })
            : t('connect.page.connectedNoName')}
        </p>
      ) : null}
      {option.scopes.length > 0 ? (
        <div>
          <p className="text-sm font-semibold">{t('connect.page.asksFor')}</p>
          <ul className="mt-1 flex flex-col gap-1.5 text-sm">
            {option.scopes.map(({ scope, why }) => (
              <li key={scope} className="flex flex-col">
                <span>{why}</span>
                <code className="break-all text-xs text-text-dark/60">{scope}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {connectError ? <FormAlert>{connectError}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        {option.connected ? (
          <Button
            variant="secondary"
            onClick={() => {
              onDisconnectOpen();
              setIsConfirming(true);
            }}
          >
            {t('connect.page.disconnect')}
          </Button>
        ) : (
          <Button
            ref={connectRef}
            isPending={isConnecting}
            onClick={onConnect}
            className="w-full sm:w-auto"
          >
            {t('connect.page.connect', { provider: name })}
          </Button>
        )}
      </div>
      <DisconnectDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        providerName={name}
        accountName={option.accountName ? accountLabel(option.accountName) : null}
        isPending={isDisconnecting}
        error={disconnectError}
        onConfirm={(keepData) =>
          onDisconnect(keepData, () => {
            wasDisconnected.current = true;
            setIsConfirming(false);
          })
        }
        onCloseAutoFocus={(event) => {
          // The Disconnect button made way for Connect: focus goes there, not to the page's top.
          if (!wasDisconnected.current) return;
          wasDisconnected.current = false;
          event.preventDefault();
          connectRef.current?.focus();
        }}
      />
    </li>
  );
}
