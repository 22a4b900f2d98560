import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ConnectionStatus } from '../../../../common/api/connect';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../lib/use-format-date';
import { type Connection, useDisconnectProfile } from '../api';
import { accountLabel, failureMessage } from '../connect-rules';
import { DisconnectDialog } from './disconnect-dialog';

const STATUS_TONES: Record<ConnectionStatus, BadgeTone> = {
  connected: 'primary',
  expiring: 'secondary',
  lapsed: 'neutral',
};

export type ConnectionRowProps = {
  profileId: string;
  connection: Connection;
  isReadOnly: boolean;
  /** Takes the focus once the row is gone, together with the button that opened the dialog. */
  focusAfterRemovalRef: RefObject<HTMLElement | null>;
  onContentRemoved?: () => void;
};

/** One connected account: its state, what it grants, how syncing goes, and disconnecting it. */
export function ConnectionRow({
  profileId,
  connection,
  isReadOnly,
  focusAfterRemovalRef,
  onContentRemoved,
}: ConnectionRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const disconnect = useDisconnectProfile(profileId, onContentRemoved);
  const [isConfirming, setIsConfirming] = useState(false);
  const wasRemoved = useRef(false);
  const provider = t(`platforms.${connection.provider}`);
  const account = accountLabel(connection.accountName);

  function handleDisconnect(keepData: boolean) {
    disconnect.mutate(
      { provider: connection.provider, keepData },
      {
        onSuccess: ({ removedContent }) => {
          wasRemoved.current = true;
          setIsConfirming(false);
          toast.success(
            removedContent > 0
              ? t('connect.member.disconnectedRemoved', { provider, count: removedContent })
              : t('connect.member.disconnected', { provider }),
          );
        },
      },
    );
  }

  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-text-dark/10 p-3 sm:p-4"
      data-testid={`connection-${connection.provider}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm">
          <span className="font-semibold">{provider}</span>{' '}
          <span className="break-all text-text-dark/80">{account}</span>
        </p>
        <Badge tone={STATUS_TONES[connection.status]} data-testid="connection-status">
          {t(`connect.status.${connection.status}`)}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-text-dark/70">{t('connect.member.scopes')}</dt>
        <dd className="break-words">
          {connection.via === 'aggregator'
            ? t('connect.member.viaAggregator')
            : connection.scopes.length > 0
              ? connection.scopes.join(', ')
              : t('connect.member.noScopes')}
        </dd>
        <dt className="text-text-dark/70">{t('connect.member.connectedAt')}</dt>
        <dd>{formatDate(connection.connectedAt, 'dateTime')}</dd>
        {connection.expiresAt ? (
          <>
            <dt className="text-text-dark/70">{t('connect.member.accessEnds')}</dt>
            <dd>{formatDate(connection.expiresAt, 'dateTime')}</dd>
          </>
        ) : null}
        <dt className="text-text-dark/70">{t('connect.member.lastSync')}</dt>
        <dd data-testid="connection-last-sync">
          {connection.lastSyncAt
            ? formatDate(connection.lastSyncAt, 'dateTime')
            : t('connect.member.neverSynced')}
        </dd>
        {connection.lastError ? (
          <>
            <dt className="text-text-dark/70">{t('connect.member.lastError')}</dt>
            <dd className="break-words text-danger" data-testid="connection-last-error">
              {connection.lastError}
            </dd>
          </>
        ) : null}
      </dl>
      {connection.status === 'connected' ? null : (
        <p className="text-xs text-text-dark/70">
          {t(`connect.member.statusHint.${connection.status}`)}
        </p>
      )}
      {isReadOnly ? null : (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            className="px-2 text-danger"
            aria-label={t('connect.member.disconnectNamed', { provider })}
            onClick={() => {
              disconnect.reset();
              setIsConfirming(true);
            }}
          >
            {t('connect.member.disconnect')}
          </Button>
        </div>
      )}
      <DisconnectDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        providerName={provider}
        accountName={account}
        isPending={disconnect.isPending}
        error={
          disconnect.isError ? failureMessage(disconnect.error, t('connect.errors.generic')) : null
        }
        onConfirm={handleDisconnect}
        onCloseAutoFocus={(event) => {
          if (!wasRemoved.current) return;
          wasRemoved.current = false;
          event.preventDefault();
          focusAfterRemovalRef.current?.focus();
        }}
      />
    </li>
  );
}
