import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClassName, LABEL_CLASS_NAME } from '../../../components/ui/field-styles';
import { useCopyText } from '../../../lib/use-copy-text';
import { useFormatDate } from '../../../lib/use-format-date';
import { type ConnectLink, knownLinkUrl, useRevokeConnectLink } from '../api';
import { isLinkExpired } from '../connect-rules';

export type ConnectLinkPanelProps = {
  link: ConnectLink;
  isReadOnly: boolean;
};

/**
 * The profile's live connect link: its URL to copy (members, and only while this tab knows it),
 * when it ends, and revoking it.
 */
export function ConnectLinkPanel({ link, isReadOnly }: ConnectLinkPanelProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const expiryId = useId();
  const revoke = useRevokeConnectLink(link.profileId);
  const [isRevoking, setIsRevoking] = useState(false);
  const isExpired = isLinkExpired(link.expiresAt);
  // A guest sees that a link is out, not the link: it opens the creator's accounts to this org.
  const url = isReadOnly ? null : knownLinkUrl(link);
  const expiry = formatDate(link.expiresAt, 'dateTime');

  return (
    <div className="flex flex-col gap-3" data-testid="connect-link">
      {url ? (
        <LinkUrlField url={url} describedBy={expiryId} />
      ) : isReadOnly || isExpired ? null : (
        <p className="text-sm text-text-dark/80">{t('connect.member.urlHidden')}</p>
      )}
      <p
        id={expiryId}
        className={isExpired ? 'text-sm text-danger' : 'text-sm text-text-dark/70'}
        data-testid="connect-link-expiry"
      >
        {isExpired
          ? t('connect.member.expired', { date: expiry })
          : t('connect.member.expires', { date: expiry })}
      </p>
      {isReadOnly || isExpired ? null : (
        <div>
          <Button variant="ghost" className="px-2 text-danger" onClick={() => setIsRevoking(true)}>
            {t('connect.member.revoke')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isRevoking}
        onOpenChange={setIsRevoking}
        title={t('connect.member.revokeTitle')}
        description={t('connect.member.revokeText')}
        confirmLabel={t('connect.member.revokeConfirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(link.id, {
            onSuccess: () => {
              setIsRevoking(false);
              toast.success(t('connect.member.revoked'));
            },
          })
        }
      />
    </div>
  );
}

function LinkUrlField({ url, describedBy }: { url: string; describedBy: string }) {
  const { t } = useTranslation();
  const inputId = useId();

  const copy = useCopyText({
    copied: t('connect.member.copied'),
    failed: t('connect.member.copyFailed'),
  });
  const handleCopy = () => copy(url, inputId);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={LABEL_CLASS_NAME}>
        {t('connect.member.linkLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          value={url}
          readOnly
          spellCheck={false}
          aria-describedby={describedBy}
          onFocus={(event) => event.currentTarget.select()}
          className={inputClassName('w-full min-w-0 font-mono')}
          data-testid="connect-link-url"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void handleCopy()}>
          {t('connect.member.copy')}
        </Button>
      </div>
    </div>
  );
}
