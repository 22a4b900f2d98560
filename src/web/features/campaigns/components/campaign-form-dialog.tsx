import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { MoneyField } from '../../../components/ui/money-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { minorToInput, parseAmountToMinor } from '../campaign-format';
import type { Campaign, CampaignFields } from '../types';

export type CampaignFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  submitLabel: string;
  /** Editing: the campaign's current values. */
  initial?: Campaign;
  isPending: boolean;
  /** Resolves when saved; the dialog closes itself. */
  onSubmit: (fields: CampaignFields & { name: string }) => Promise<unknown>;
};

/** Name, dates, budget, currency and destination URL of a new or existing campaign. */
export function CampaignFormDialog(props: CampaignFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={t('campaigns.form.description')}
      closeLabel={t('dialog.close')}
      body={props.isOpen ? <CampaignForm {...props} /> : null}
    />
  );
}

type Field = 'name' | 'startsOn' | 'endsOn' | 'budget' | 'currency' | 'destinationUrl';

function CampaignForm({
  onOpenChange,
  submitLabel,
  initial,
  isPending,
  onSubmit,
}: CampaignFormDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [startsOn, setStartsOn] = useState(initial?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(initial?.endsOn ?? '');
  const [currency, setCurrency] = useState(initial?.currency ?? 'USD');
  const [budget, setBudget] = useState(
    initial ? minorToInput(initial.budgetMinor, initial.currency) : '',
  );
  const [destinationUrl, setDestinationUrl] = useState(initial?.destinationUrl ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = t('campaigns.form.nameRequired');
    if (!/^[A-Za-z]{3}$/.test(currency.trim()))
      found.currency = t('campaigns.form.currencyInvalid');
    if (budget.trim() && parseAmountToMinor(budget, currency.toUpperCase()) === null) {
      found.budget = t('campaigns.form.amountInvalid');
    }
    if (startsOn && endsOn && endsOn < startsOn) found.endsOn = t('campaigns.form.endsBeforeStart');
    if (destinationUrl.trim() && !/^https?:\/\/\S+$/i.test(destinationUrl.trim())) {
      found.destinationUrl = t('campaigns.form.urlInvalid');
    }
    return found;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const code = currency.trim().toUpperCase();
    onSubmit({
      name: name.trim(),
      startsOn: startsOn || null,
      endsOn: endsOn || null,
      currency: code,
      budgetMinor: budget.trim() ? parseAmountToMinor(budget, code) : null,
      destinationUrl: destinationUrl.trim() || null,
    }).then(
      () => onOpenChange(false),
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 423) onOpenChange(false);
        else setFormError(failure instanceof Error ? failure.message : t('campaigns.genericError'));
      },
    );
  }

  const optional = t('campaigns.form.optional');
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label={t('campaigns.form.name')}
        name="campaignName"
        autoComplete="off"
        required
        maxLength={120}
        value={name}
        onValueChange={setName}
        error={errors.name}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('campaigns.form.startsOn')}
          optionalText={optional}
          type="date"
          value={startsOn}
          onValueChange={setStartsOn}
          error={errors.startsOn}
        />
        <TextField
          label={t('campaigns.form.endsOn')}
          optionalText={optional}
          type="date"
          value={endsOn}
          onValueChange={setEndsOn}
          error={errors.endsOn}
        />
        <MoneyField
          amountLabel={t('campaigns.form.budget')}
          currencyLabel={t('campaigns.form.currency')}
          optionalText={optional}
          amount={budget}
          currency={currency}
          onAmountChange={setBudget}
          onCurrencyChange={setCurrency}
          amountError={errors.budget}
          currencyError={errors.currency}
        />
      </div>
      <TextField
        label={t('campaigns.form.destinationUrl')}
        optionalText={optional}
        type="url"
        placeholder="https://"
        value={destinationUrl}
        onValueChange={setDestinationUrl}
        error={errors.destinationUrl}
        hint={t('campaigns.form.destinationHint')}
      />
      <FormDialogActions submitLabel={submitLabel} isPending={isPending} />
    </form>
  );
}
