import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useSendTestMail } from '../settings-api';

export type SenderSectionProps = {
  senderEmail: string;
  onSenderEmailChange: (value: string) => void;
  apiKey: string;
  onApiKeyChange: (value: string) => void;
  hasSenderSecret: boolean;
  /** The saved sender, which the test mail goes out from. */
  savedSenderEmail: string | null;
  showBanner: boolean;
  onShowBannerChange: (value: boolean) => void;
  errors: { senderEmail?: string; apiKey?: string };
};

/** The agency's sender address, the credentials to send as it, and the test mail. */
export function SenderSection(props: SenderSectionProps) {
  const { t } = useTranslation();
  const sendTestMail = useSendTestMail();

  function handleTestMail() {
    sendTestMail.mutate(undefined, {
      onSuccess: ({ to }) => toast.success(t('whitelabel.sender.testSent', { to })),
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : t('errors.generic')),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('whitelabel.sender.email')}
          name="senderEmail"
          type="email"
          autoComplete="off"
          optionalText={t('fields.optional')}
          placeholder="hello@youragency.com"
          value={props.senderEmail}
          onValueChange={props.onSenderEmailChange}
          error={props.errors.senderEmail}
        />
        <PasswordField
          label={t('whitelabel.sender.apiKey')}
          name="apiKey"
          purpose="new"
          optionalText={t('fields.optional')}
          placeholder={props.hasSenderSecret ? t('whitelabel.sender.secretSavedPlaceholder') : ''}
          hint={
            props.hasSenderSecret
              ? t('whitelabel.sender.secretSaved')
              : t('whitelabel.sender.apiKeyHint')
          }
          value={props.apiKey}
          onValueChange={props.onApiKeyChange}
          error={props.errors.apiKey}
        />
      </div>
      <details className="rounded-lg border border-text-dark/15 p-3 text-sm">
        <summary className="cursor-pointer font-semibold">
          {t('whitelabel.sender.dnsTitle')}
        </summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-text-dark/80">
          <li>{t('whitelabel.sender.spf')}</li>
          <li>{t('whitelabel.sender.dkim')}</li>
          <li>{t('whitelabel.sender.dmarc')}</li>
        </ul>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          isPending={sendTestMail.isPending}
          onClick={handleTestMail}
          disabled={!props.savedSenderEmail}
        >
          {t('whitelabel.sender.testMail')}
        </Button>
        {!props.savedSenderEmail ? (
          <span className="text-xs text-text-dark/70">{t('whitelabel.sender.testMailHint')}</span>
        ) : null}
      </div>
      <CheckboxField
        label={t('whitelabel.sender.showBanner')}
        hint={t('whitelabel.sender.showBannerHint')}
        isChecked={props.showBanner}
        onCheckedChange={props.onShowBannerChange}
      />
    </div>
  );
}
