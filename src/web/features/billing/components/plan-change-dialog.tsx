import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { type PlanChoice, useChangePlan, usePlanChangePreview } from '../api';
import { formatMinorUnits } from './money';

export type PlanChangeDialogProps = {
  choice: PlanChoice | null;
  planName: string;
  onClose: () => void;
  onChanged: (choice: PlanChoice) => void;
};

/** Shows what a plan change charges or credits now (Stripe's proration) before it is made. */
export function PlanChangeDialog({ choice, planName, onClose, onChanged }: PlanChangeDialogProps) {
  const { t } = useTranslation();
  const preview = usePlanChangePreview();
  const change = useChangePlan();
  const { mutate: loadPreview, reset } = preview;

  useEffect(() => {
    if (choice) loadPreview(choice);
    else reset();
  }, [choice, loadPreview, reset]);

  const data = preview.data;
  return (
    <Dialog
      isOpen={choice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('plans.change.title', { plan: planName })}
      description={t('plans.change.description')}
      closeLabel={t('plans.close')}
      body={
        <div className="flex flex-col gap-3 text-sm">
          {preview.isPending ? <Spinner label={t('plans.change.loading')} /> : null}
          {preview.error ? <FormAlert>{preview.error.message}</FormAlert> : null}
          {data ? (
            <>
              <ul className="flex flex-col gap-1">
                {data.lines.map((line) => (
                  <li key={line.description} className="flex justify-between gap-4">
                    <span>{line.description}</span>
                    <span className="tabular-nums">
                      {formatMinorUnits(line.amount, data.currency)}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="flex justify-between gap-4 border-t border-text-dark/10 pt-2 font-bold">
                <span>
                  {t(data.total < 0 ? 'plans.change.credited' : 'plans.change.chargedNow')}
                </span>
                <span className="tabular-nums">
                  {formatMinorUnits(data.total < 0 ? -data.total : data.amountDue, data.currency)}
                </span>
              </p>
            </>
          ) : null}
        </div>
      }
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('plans.change.back')}</Button>
      </DialogClose>
      <Button
        disabled={!data}
        isPending={change.isPending}
        onClick={() => {
          if (!choice || !data) return;
          change.mutate(choice, { onSuccess: () => onChanged(choice) });
        }}
      >
        {data && data.amountDue > 0
          ? t('plans.change.confirmPay', {
              amount: formatMinorUnits(data.amountDue, data.currency),
            })
          : t('plans.change.confirm')}
      </Button>
    </Dialog>
  );
}
