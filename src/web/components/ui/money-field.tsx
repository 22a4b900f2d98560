import { TextField } from './text-field';

export type MoneyFieldProps = {
  amountLabel: string;
  currencyLabel: string;
  /** As typed, in the user's number format ("1,250.50" or "1.250,50"). */
  amount: string;
  /** An ISO 4217 code such as "EUR". */
  currency: string;
  onAmountChange: (value: string) => void;
  onCurrencyChange: (value: string) => void;
  amountError?: string;
  currencyError?: string;
  /** Appended to the amount's label when it may stay empty, e.g. "(optional)". */
  optionalText?: string;
};

/**
 * An amount and its currency, side by side in the form's grid: the amount brings up the number
 * pad on phones, the currency takes the three letters of its code.
 */
export function MoneyField({
  amountLabel,
  currencyLabel,
  amount,
  currency,
  onAmountChange,
  onCurrencyChange,
  amountError,
  currencyError,
  optionalText,
}: MoneyFieldProps) {
  return (
    <>
      <TextField
        label={amountLabel}
        optionalText={optionalText}
        inputMode="decimal"
        value={amount}
        onValueChange={onAmountChange}
        error={amountError}
      />
      <TextField
        label={currencyLabel}
        maxLength={3}
        value={currency}
        onValueChange={onCurrencyChange}
        error={currencyError}
      />
    </>
  );
}
