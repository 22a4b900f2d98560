import { type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ConnectStatusDto } from '../../../../common/api/connect';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { type ConnectLink, knownLinkUrl, useCreateConnectLink, useProfileConnect } from '../api';
import { DEFAULT_LINK_DAYS, isLinkExpired } from '../connect-rules';
import { ConnectLinkPanel } from './connect-link-panel';
import { ConnectionRow } from './connection-row';
import { EmailLinkForm } from './email-link-form';
import { LinkDaysSelect } from './link-days-select';

export type ProfileConnectionCardProps = {
  profileId: string;
  username: string;
  /** The creator's email contact, offered when mailing the link. */
  creatorEmail: string | null;
  /** Guests see the state of the connection, not the link, and change nothing. */
  isReadOnly: boolean;
  /** Disconnecting deleted collected content: the page refreshes what shows it. */
  onContentRemoved?: () => void;
};

/**
 * "Creator connection" on a tracked profile: a link the creator opens to connect their own
 * accounts (their password never passes through here), and the accounts connected through it.
 */
export function ProfileConnectionCard({
  profileId,
  username,
  creatorEmail,
  isReadOnly,
  onContentRemoved,
}: ProfileConnectionCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const state = useProfileConnect(profileId);

  const body = (
    <QueryView
      query={state}
      loadingLabel={t('connect.member.loading')}
      errorTitle={t('connect.member.loadError')}
    >
      {(data) => (
        <ConnectionDetails
          profileId={profileId}
          username={username}
          creatorEmail={creatorEmail}
          isReadOnly={isReadOnly}
          data={data}
          headingRef={headingRef}
          onContentRemoved={onContentRemoved}
        />
      )}
    </QueryView>
  );

  return (
    <Card aria-labelledby={headingId} data-testid="profile-connection-card">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {t('connect.member.title')}
      </h2>
      <div className="mt-4">{body}</div>
    </Card>
  );
}

type ConnectionDetailsProps = ProfileConnectionCardProps & {
  data: ConnectStatusDto;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

function ConnectionDetails({
  profileId,
  username,
  creatorEmail,
  isReadOnly,
  data,
  headingRef,
  onContentRemoved,
}: ConnectionDetailsProps) {
  const { t } = useTranslation();
  const { link, connections, providers } = data;
  return (
    <div className="flex flex-col gap-5">
      {providers.length === 0 ? (
        <p
          role="note"
          className="rounded-lg bg-secondary-light p-3 text-sm"
          data-testid="connect-no-providers"
        >
          {t('connect.member.noProviders')}
        </p>
      ) : null}
      {link === null && connections.length === 0 ? (
        <p className="text-sm text-text-dark/80">{t('connect.member.emptyText', { username })}</p>
      ) : null}
      {link ? <ConnectLinkPanel link={link} isReadOnly={isReadOnly} /> : null}
      {isReadOnly ? null : (
        <LinkActions profileId={profileId} link={link} creatorEmail={creatorEmail} />
      )}
      {connections.length > 0 ? (
        <div>
          <h3 className="text-base font-semibold">{t('connect.member.connectionsTitle')}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {connections.map((connection) => (
              <ConnectionRow
                key={connection.id}
                profileId={profileId}
                connection={connection}
                isReadOnly={isReadOnly}
                focusAfterRemovalRef={headingRef}
                onContentRemoved={onContentRemoved}
              />
            ))}
          </ul>
        </div>
      ) : link ? (
        <p className="text-sm text-text-dark/70">{t('connect.member.noConnections')}</p>
      ) : null}
    </div>
  );
}

type LinkActionsProps = {
  profileId: string;
  link: ConnectLink | null;
  creatorEmail: string | null;
};

/** Making a link to copy, or one mailed to the creator; both replace the live link. */
function LinkActions({ profileId, link, creatorEmail }: LinkActionsProps) {
  const { t } = useTranslation();
  const create = useCreateConnectLink(profileId);
  const [days, setDays] = useState(String(DEFAULT_LINK_DAYS));
  const [isEmailing, setIsEmailing] = useState(false);
  const emailButtonRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const isLive = link !== null && !isLinkExpired(link.expiresAt);
  // A live link whose URL this tab knows needs no new one to be copied.
  const offersCreate = !isLive || (link !== null && knownLinkUrl(link) === null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <LinkDaysSelect value={days} onValueChange={setDays} />
        {offersCreate ? (
          <Button
            isPending={create.isPending}
            onClick={() =>
              create.mutate(Number(days), {
                onSuccess: () => toast.success(t('connect.member.created')),
              })
            }
          >
            {link ? t('connect.member.createNew') : t('connect.member.create')}
          </Button>
        ) : null}
        <Button
          ref={emailButtonRef}
          variant="secondary"
          aria-expanded={isEmailing}
          aria-controls={isEmailing ? formId : undefined}
          onClick={() => setIsEmailing((open) => !open)}
        >
          {t('connect.member.email')}
        </Button>
      </div>
      {isEmailing ? (
        <EmailLinkForm
          id={formId}
          profileId={profileId}
          expiresInDays={Number(days)}
          defaultEmail={creatorEmail}
          hasLiveLink={isLive}
          onDone={() => {
            setIsEmailing(false);
            emailButtonRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
