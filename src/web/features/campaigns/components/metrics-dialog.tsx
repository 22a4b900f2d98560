import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { type CampaignPost, METRIC_NAMES, type MetricName } from '../types';

export type MetricsDialogProps = {
  post: CampaignPost | null;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (metrics: Partial<Record<MetricName, number>>) => Promise<unknown>;
};

/** Types in a post's metrics (the bank knows no shares, saves, reach or impressions). */
export function MetricsDialog(props: MetricsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={props.post !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      title={t('campaigns.posts.editMetrics')}
      description={t('campaigns.posts.editMetricsDescription')}
      closeLabel={t('dialog.close')}
      body={props.post ? <MetricsForm {...props} post={props.post} /> : null}
    />
  );
}

function MetricsForm({
  post,
  isPending,
  onClose,
  onSubmit,
}: MetricsDialogProps & { post: CampaignPost }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<MetricName, string>>(() => {
    const initial = {} as Record<MetricName, string>;
    for (const name of METRIC_NAMES) initial[name] = post[name] === null ? '' : String(post[name]);
    return initial;
  });
  const [errors, setErrors] = useState<Partial<Record<MetricName, string>>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const metrics: Partial<Record<MetricName, number>> = {};
    const found: Partial<Record<MetricName, string>> = {};
    for (const name of METRIC_NAMES) {
      const text = values[name].replace(/[\s,]/g, '');
      if (!text) continue;
      if (/^\d+$/.test(text)) metrics[name] = Number(text);
      else found[name] = t('campaigns.posts.metricInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(metrics).then(onClose, () => {});
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        {METRIC_NAMES.map((name) => (
          <TextField
            key={name}
            label={t(`campaigns.metrics.${name}`)}
            inputMode="numeric"
            value={values[name]}
            onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            error={errors[name]}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <SubmitButton isPending={isPending}>{t('campaigns.save')}</SubmitButton>
      </div>
    </form>
  );
}
