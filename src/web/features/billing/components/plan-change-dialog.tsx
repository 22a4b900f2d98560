import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../lib/use-format-date';
import {
  type PlanChangePreview,
  type PlanChoice,
  useChangePlan,
  usePlanChangePreview,
} from '../api';
import { formatMinorUnits } from './money';

export type PlanChangeDialogProps = {
  choice: PlanChoice | null;
  planName: string;
  onClose: () => void;
  onChanged: (choice: PlanChoice, effective: PlanChangePreview['effective']) => void;
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

  const formatDate = useFormatDate();
  const data = preview.data;
  const later = data?.effective === 'period_end';

  function confirmLabel(): string {
    if (data && later)
      return t('plans.change.confirmLater', { date: formatDate(data.effectiveAt) });
    if (data && data.amountDue > 0) {
      return t('plans.change.confirmPay', {
        amount: formatMinorUnits(data.amountDue, data.currency),
      });
    }
    return t('plans.change.confirm');
  }
  return (
    <Dialog
      isOpen={choice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('plans.change.title', { plan: planName })}
      description={t(later ? 'plans.change.descriptionLater' : 'plans.change.description')}
      closeLabel={t('plans.close')}
      body={
        <div className="flex flex-col gap-3 text-sm">
          {preview.isPending ? <Spinner label={t('plans.change.loading')} /> : null}
          {preview.error ? <FormAlert>{preview.error.message}</FormAlert> : null}
          {data && later ? (
            <p>
              {t('plans.change.atPeriodEnd', {
                date: formatDate(data.effectiveAt),
                plan: planName,
                amount: formatMinorUnits(data.nextAmount, data.currency),
                interval: t(`plans.interval.${data.interval}`),
              })}
            </p>
          ) : null}
          {data && !later ? (
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
          change.mutate(choice, {
            onSuccess: () => {
              toast.success(
                later
                  ? t('plans.change.doneLater', {
                      plan: planName,
                      date: formatDate(data.effectiveAt),
                    })
                  : t('plans.change.doneNow', { plan: planName }),
              );
              onChanged(choice, data.effective);
            },
          });
        }}
      >
        {confirmLabel()}
      </Button>
    </Dialog>
  );
}
