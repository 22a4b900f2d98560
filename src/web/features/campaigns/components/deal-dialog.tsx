import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { MoneyField } from '../../../components/ui/money-field';
import { TextField } from '../../../components/ui/text-field';
import { minorToInput, parseAmountToMinor } from '../campaign-format';
import type { CampaignActionFields, Influencer } from '../types';

/** The deal fields of the updateInfluencer action, the empty ones sent as null. */
export type Deal = Required<Omit<CampaignActionFields<'updateInfluencer'>, 'profileId'>>;

export type DealDialogProps = {
  influencer: Influencer | null;
  defaultCurrency: string;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (deal: Deal) => Promise<unknown>;
};

/** An influencer's fee, deliverables and private notes. */
export function DealDialog(props: DealDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={props.influencer !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      title={t('campaigns.deal.title', { username: props.influencer?.platform_username ?? '' })}
      description={t('campaigns.deal.description')}
      closeLabel={t('dialog.close')}
      body={props.influencer ? <DealForm {...props} influencer={props.influencer} /> : null}
    />
  );
}

function DealForm({
  influencer,
  defaultCurrency,
  isPending,
  onClose,
  onSubmit,
}: DealDialogProps & { influencer: Influencer }) {
  const { t } = useTranslation();
  const initialCurrency = influencer.currency ?? defaultCurrency;
  const [fee, setFee] = useState(minorToInput(influencer.feeMinor, initialCurrency));
  const [currency, setCurrency] = useState(initialCurrency);
  const [deliverables, setDeliverables] = useState(influencer.deliverables ?? '');
  const [notes, setNotes] = useState(influencer.notes ?? '');
  const [error, setError] = useState<{ fee?: string; currency?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const code = currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) {
      setError({ currency: t('campaigns.form.currencyInvalid') });
      return;
    }
    const feeMinor = fee.trim() ? parseAmountToMinor(fee, code) : null;
    if (fee.trim() && feeMinor === null) {
      setError({ fee: t('campaigns.form.amountInvalid') });
      return;
    }
    onSubmit({
      feeMinor,
      currency: code,
      deliverables: deliverables.trim() || null,
      notes: notes.trim() || null,
    }).then(onClose, () => {});
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <MoneyField
          amountLabel={t('campaigns.deal.fee')}
          currencyLabel={t('campaigns.form.currency')}
          amount={fee}
          currency={currency}
          onAmountChange={setFee}
          onCurrencyChange={setCurrency}
          amountError={error.fee}
          currencyError={error.currency}
        />
      </div>
      <TextField
        label={t('campaigns.deal.deliverables')}
        value={deliverables}
        onValueChange={setDeliverables}
        placeholder={t('campaigns.deal.deliverablesPlaceholder')}
      />
      <TextField
        label={t('campaigns.deal.notes')}
        value={notes}
        onValueChange={setNotes}
        hint={t('campaigns.deal.notesHint')}
      />
      <FormDialogActions submitLabel={t('campaigns.save')} isPending={isPending} />
    </form>
  );
}
