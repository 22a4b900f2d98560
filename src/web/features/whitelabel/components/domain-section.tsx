import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { cx } from '../../../lib/class-names';
import { useFormatDate } from '../../../lib/use-format-date';
import type { WhitelabelConfig } from '../config-form';
import { domainCheckText, installHostWarning } from '../domain-check-text';
import { useCheckDomain } from '../settings-api';
import { DnsRecordsTable } from './dns-records-table';
import { DomainStatusBadge } from './domain-status-badge';

export type DomainSectionProps = {
  config: WhitelabelConfig;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

/** The custom domain: its field, the stored domain's status and records, and "check now". */
export function DomainSection({ config, value, onValueChange, error }: DomainSectionProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const checkDomain = useCheckDomain();

  const finding = domainCheckText(config, t);
  const hostWarning = installHostWarning(config, t);

  function handleCheck() {
    checkDomain.mutate(undefined, {
      // The toast says what this check found; the same sentence stays under the status.
      onSuccess: (state) => {
        const status = state.domainStatus ?? 'pending';
        const title = t(`whitelabel.domain.checked.${status}`);
        const description = domainCheckText(state, t) ?? undefined;
        if (status === 'verified') toast.success(title);
        else if (status === 'failed') toast.error(title, { description });
        else toast.info(title, { description });
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('whitelabel.domain.label')}
        name="domain"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="app.youragency.com"
        optionalText={t('fields.optional')}
        hint={t('whitelabel.domain.hint')}
        value={value}
        onValueChange={onValueChange}
        error={error}
      />
      {config.domain ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{config.domain}</span>
            {config.domainStatus ? <DomainStatusBadge status={config.domainStatus} /> : null}
            {config.domainCheckedAt ? (
              <span className="text-text-dark/70">
                {t('whitelabel.domain.checkedAt', {
                  date: formatDate(config.domainCheckedAt, 'dateTime'),
                })}
              </span>
            ) : null}
          </div>
          {finding ? (
            <p
              className={cx(
                'text-sm',
                config.domainStatus === 'failed' ? 'text-danger' : 'text-text-dark/80',
              )}
            >
              {finding}
            </p>
          ) : null}
          {hostWarning ? (
            <p className="rounded-lg bg-danger-light p-3 text-sm text-danger">{hostWarning}</p>
          ) : null}
          {config.domainStatus !== 'verified' && config.dnsRecords.length > 0 ? (
            <>
              <p className="text-sm text-text-dark/80">{t('whitelabel.domain.recordsIntro')}</p>
              <DnsRecordsTable records={config.dnsRecords} />
            </>
          ) : null}
          <Button
            variant="secondary"
            className="self-start"
            isPending={checkDomain.isPending}
            onClick={handleCheck}
          >
            {t('whitelabel.domain.checkNow')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
