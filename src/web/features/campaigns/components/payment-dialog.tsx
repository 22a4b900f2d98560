import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { minorToInput, parseAmountToMinor } from '../campaign-format';
import {
  type CampaignActionFields,
  type CampaignDetail,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentStatus,
} from '../types';

/** Every field of the addPayment action, the empty ones sent as null. */
export type PaymentFieldsInput = Required<CampaignActionFields<'addPayment'>>;

export type PaymentDialogProps = {
  editing: Payment | 'new' | null;
  campaign: CampaignDetail;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (fields: PaymentFieldsInput) => Promise<unknown>;
};

export function PaymentDialog(props: PaymentDialogProps) {
  const { t } = useTranslation();
  const isNew = props.editing === 'new';
  return (
    <Dialog
      isOpen={props.editing !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      title={isNew ? t('campaigns.payments.addTitle') : t('campaigns.payments.editTitle')}
      description={t('campaigns.payments.description')}
      closeLabel={t('dialog.close')}
      body={props.editing ? <PaymentForm {...props} /> : null}
    />
  );
}

function PaymentForm({ editing, campaign, isPending, onClose, onSubmit }: PaymentDialogProps) {
  const { t } = useTranslation();
  const payment = editing === 'new' ? null : editing;
  const [profileId, setProfileId] = useState(payment?.profileId ?? '');
  const [currency, setCurrency] = useState(payment?.currency ?? campaign.currency);
  const [amount, setAmount] = useState(
    payment ? minorToInput(payment.amountMinor, payment.currency) : '',
  );
  const [status, setStatus] = useState<PaymentStatus>(payment?.status ?? 'pending');
  const [method, setMethod] = useState(payment?.method ?? '');
  const [dueOn, setDueOn] = useState(payment?.dueOn ?? '');
  const [paidOn, setPaidOn] = useState(payment?.paidOn ?? '');
  const [note, setNote] = useState(payment?.note ?? '');
  const [errors, setErrors] = useState<{ amount?: string; currency?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const code = currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) {
      setErrors({ currency: t('campaigns.form.currencyInvalid') });
      return;
    }
    const amountMinor = parseAmountToMinor(amount, code);
    if (amountMinor === null) {
      setErrors({ amount: t('campaigns.form.amountInvalid') });
      return;
    }
    onSubmit({
      profileId: profileId || null,
      amountMinor,
      currency: code,
      status,
      method: method.trim() || null,
      dueOn: dueOn || null,
      paidOn: paidOn || null,
      note: note.trim() || null,
    }).then(onClose, () => {});
  }

  const optional = t('campaigns.form.optional');
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('campaigns.posts.influencer')}
        value={profileId}
        onValueChange={setProfileId}
      >
        <option value="">{t('campaigns.links.noInfluencer')}</option>
        {campaign.influencers.map((influencer) => (
          <option key={influencer.profileId} value={influencer.profileId}>
            @{influencer.platform_username}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <MoneyField
          amountLabel={t('campaigns.payments.amount')}
          currencyLabel={t('campaigns.form.currency')}
          amount={amount}
          currency={currency}
          onAmountChange={setAmount}
          onCurrencyChange={setCurrency}
          amountError={errors.amount}
          currencyError={errors.currency}
        />
        <SelectField
          label={t('campaigns.payments.status')}
          value={status}
          onValueChange={(value) =>
            setStatus(PAYMENT_STATUSES.find((s) => s === value) ?? 'pending')
          }
        >
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`campaigns.paymentStatus.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('campaigns.payments.method')}
          optionalText={optional}
          value={method}
          onValueChange={setMethod}
        />
        <TextField
          label={t('campaigns.payments.dueOn')}
          optionalText={optional}
          type="date"
          value={dueOn}
          onValueChange={setDueOn}
        />
        <TextField
          label={t('campaigns.payments.paidOn')}
          optionalText={optional}
          type="date"
          value={paidOn}
          onValueChange={setPaidOn}
        />
      </div>
      <TextField
        label={t('campaigns.payments.note')}
        optionalText={optional}
        value={note}
        onValueChange={setNote}
      />
      <FormDialogActions submitLabel={t('campaigns.save')} isPending={isPending} />
    </form>
  );
}
