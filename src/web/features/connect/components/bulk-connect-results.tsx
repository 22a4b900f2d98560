import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { inputClassName } from '../../../components/ui/field-styles';
import { useCopyText } from '../../../lib/use-copy-text';
import type { BulkConnectLink } from '../api';

export type BulkConnectResultsProps = {
  links: BulkConnectLink[];
  /** Mailing was asked for: the summary then says how many went out. */
  wasEmailAsked: boolean;
};

/** The links a bulk run made, each to copy now (they are not shown again), and whom they were mailed to. */
export function BulkConnectResults({ links, wasEmailAsked }: BulkConnectResultsProps) {
  const { t } = useTranslation();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // The pressed button is gone: focus the summary so it is read and the rows follow it.
  useEffect(() => summaryRef.current?.focus(), []);
  const emailedCount = links.filter((link) => link.emailedTo !== null).length;
  const created = t('connect.bulk.summaryLinks', { count: links.length });

  let summary: string;
  if (links.length === 0) summary = t('connect.bulk.empty');
  else if (wasEmailAsked) {
    summary = t('connect.bulk.summary', {
      links: created,
      emailed: t('connect.bulk.summaryEmailed', { count: emailedCount }),
    });
  } else summary = t('connect.bulk.summaryLinksOnly', { links: created });

  async function handleCopyAll() {
    const lines = links.map((link) => `@${link.username}\t${link.url}`).join('\n');
    try {
      await navigator.clipboard.writeText(lines);
      toast.success(t('connect.bulk.copiedAll', { count: links.length }));
    } catch {
      toast.error(t('connect.bulk.copyAllFailed'));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          ref={summaryRef}
          role="status"
          tabIndex={-1}
          className="text-sm font-semibold"
          data-testid="bulk-connect-summary"
        >
          {summary}
        </p>
        {links.length > 0 ? (
          <Button variant="secondary" onClick={() => void handleCopyAll()}>
            {t('connect.bulk.copyAll')}
          </Button>
        ) : null}
      </div>
      {links.length > 0 ? (
        <ul
          aria-label={t('connect.bulk.resultsLabel')}
          className="max-h-[min(55dvh,32rem)] divide-y divide-text-dark/10 overflow-y-auto rounded-lg border border-text-dark/15"
          data-testid="bulk-connect-results"
        >
          {links.map((link) => (
            <BulkLinkRow key={link.profileId} link={link} />
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button>{t('connect.bulk.done')}</Button>
        </DialogClose>
      </div>
    </div>
  );
}

function BulkLinkRow({ link }: { link: BulkConnectLink }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { username } = link;

  const copy = useCopyText({
    copied: t('connect.member.copied'),
    failed: t('connect.member.copyFailed'),
  });
  const handleCopy = () => copy(link.url, inputId);

  return (
    <li
      className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid="bulk-connect-row"
    >
      <div className="min-w-0 sm:w-56 sm:shrink-0">
        <p className="font-semibold break-words">@{username}</p>
        <p className="text-xs text-text-dark/70">
          {t(`platforms.${link.platform}`, { defaultValue: link.platform })}
        </p>
        <p className="text-xs break-all text-text-dark/70" data-testid="bulk-connect-email">
          {link.emailedTo
            ? t('connect.bulk.emailedTo', { email: link.emailedTo })
            : t('connect.bulk.notEmailed')}
        </p>
      </div>
      <div className="flex min-w-0 flex-1 gap-2">
        <input
          id={inputId}
          value={link.url}
          readOnly
          spellCheck={false}
          aria-label={t('connect.bulk.linkOf', { username })}
          onFocus={(event) => event.currentTarget.select()}
          className={inputClassName('w-full min-w-0 font-mono')}
          data-testid="bulk-connect-url"
        />
        <Button
          variant="secondary"
          className="shrink-0"
          aria-label={t('connect.bulk.copyOf', { username })}
          onClick={() => void handleCopy()}
        >
          {t('connect.member.copy')}
        </Button>
      </div>
    </li>
  );
}
