import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useBulkConnectLinks } from '../api';
import { DEFAULT_LINK_DAYS, failureMessage } from '../connect-rules';
import { BulkConnectResults } from './bulk-connect-results';
import { LinkDaysSelect } from './link-days-select';

export type BulkConnectDialogProps = {
  /** The list's or campaign's name, in the dialog's title. */
  name: string;
} & ({ listId: string; campaignId?: never } | { campaignId: string; listId?: never });

/**
 * "Connect links" for a whole list or campaign: a new link per tracked creator, shown once to be
 * copied (only a fingerprint is stored), and mailed to those with an email contact if asked.
 */
export function BulkConnectDialog(props: BulkConnectDialogProps) {
  const { name } = props;
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  // A fresh mutation per opening: links shown once are not shown again on reopening.
  const [openCount, setOpenCount] = useState(0);
  const create = useBulkConnectLinks();
  const result = create.data ?? null;

  function handleOpenChange(next: boolean) {
    // The links of a run under way would be lost with the dialog: it stays until they arrive.
    if (!next && create.isPending) return;
    setIsOpen(next);
    if (next) {
      create.reset();
      setOpenCount((count) => count + 1);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => handleOpenChange(true)}>
        {t('connect.bulk.open')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={handleOpenChange}
        title={t('connect.bulk.title', { name })}
        description={result ? t('connect.bulk.resultsText') : t('connect.bulk.intro')}
        closeLabel={t('dialog.close')}
        size={result && result.links.length > 0 ? 'wide' : 'default'}
        body={
          result ? (
            <BulkConnectResults
              links={result.links}
              wasEmailAsked={create.variables?.email === true}
            />
          ) : (
            <BulkConnectForm
              key={openCount}
              isPending={create.isPending}
              error={
                create.isError ? failureMessage(create.error, t('connect.errors.generic')) : null
              }
              onSubmit={(input) =>
                create.mutate(
                  props.listId === undefined
                    ? { campaignId: props.campaignId, ...input }
                    : { listId: props.listId, ...input },
                )
              }
            />
          )
        }
      />
    </>
  );
}

type BulkConnectFormProps = {
  isPending: boolean;
  error: string | null;
  onSubmit: (input: { expiresInDays: number; email: boolean }) => void;
};

function BulkConnectForm({ isPending, error, onSubmit }: BulkConnectFormProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState(String(DEFAULT_LINK_DAYS));
  const [isEmailing, setIsEmailing] = useState(false);
  const alertId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ expiresInDays: Number(days), email: isEmailing });
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-describedby={error ? alertId : undefined}
      className="flex flex-col gap-4"
      data-testid="bulk-connect-form"
    >
      <LinkDaysSelect value={days} onValueChange={setDays} />
      <CheckboxField
        label={t('connect.bulk.email')}
        hint={t('connect.bulk.emailHint')}
        isChecked={isEmailing}
        onCheckedChange={setIsEmailing}
      />
      {error ? (
        <div id={alertId}>
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary" aria-disabled={isPending || undefined}>
            {t('dialog.cancel')}
          </Button>
        </DialogClose>
        <SubmitButton isPending={isPending}>{t('connect.bulk.create')}</SubmitButton>
      </div>
    </form>
  );
}
