import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContentDto, EditContentInput } from '../../../../common/api/content';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useTimeZone } from '../../../lib/use-format-date';
import { useEditContent } from '../api';
import { dayKeyOf, instantAt, timeOf } from '../zoned-time';

export type EditContentDialogProps = {
  content: ContentDto | null;
  onClose: () => void;
};

const METRICS = ['likes', 'comments', 'views', 'shares'] as const;
type Metric = (typeof METRICS)[number];

/** Corrects a content's metrics, link, caption and publish time. */
export function EditContentDialog({ content, onClose }: EditContentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={content !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('content.edit.title', { username: content?.username ?? '' })}
      description={t('content.edit.description')}
      closeLabel={t('dialog.close')}
      body={content ? <EditContentForm content={content} onDone={onClose} /> : null}
    />
  );
}

function EditContentForm({ content, onDone }: { content: ContentDto; onDone: () => void }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const edit = useEditContent();
  const [metrics, setMetrics] = useState<Record<Metric, string>>({
    likes: content.likes?.toString() ?? '',
    comments: content.comments?.toString() ?? '',
    views: content.views?.toString() ?? '',
    shares: content.shares?.toString() ?? '',
  });
  const [url, setUrl] = useState(content.url ?? '');
  const [caption, setCaption] = useState(content.caption ?? '');
  const initialPublished = `${dayKeyOf(content.publishedAt, timeZone)}T${timeOf(content.publishedAt, timeZone)}`;
  const [publishedAt, setPublishedAt] = useState(initialPublished);
  const [errors, setErrors] = useState<Partial<Record<Metric, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (edit.isPending) return;
    const changes: EditContentInput = {};
    const found: Partial<Record<Metric, string>> = {};
    for (const metric of METRICS) {
      const value = metrics[metric].trim();
      const before = content[metric]?.toString() ?? '';
      if (value === before) continue;
      if (!/^\d+$/.test(value)) found[metric] = t('content.edit.wholeNumber');
      else changes[metric] = Number(value);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (url.trim() && url.trim() !== (content.url ?? '')) changes.url = url.trim();
    if (caption !== (content.caption ?? '') && caption.trim()) changes.caption = caption;
    if (publishedAt && publishedAt !== initialPublished) {
      const [day = '', time = '00:00'] = publishedAt.split('T');
      changes.publishedAt = instantAt(day, time, timeZone).toISOString();
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    edit.mutate(
      { contentId: content._id, edit: changes },
      {
        onSuccess: () => {
          toast.success(t('content.edit.saved'));
          onDone();
        },
        onError: (error) => setFormError(error.message),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        {METRICS.map((metric) => (
          <TextField
            key={metric}
            label={t(`content.metrics.${metric}`)}
            type="number"
            inputMode="numeric"
            min={0}
            value={metrics[metric]}
            onValueChange={(value) => setMetrics((current) => ({ ...current, [metric]: value }))}
            error={errors[metric]}
          />
        ))}
      </div>
      <TextField
        label={t('content.edit.url')}
        type="url"
        value={url}
        onValueChange={setUrl}
        optionalText={t('fields.optional')}
      />
      <TextField
        label={t('content.edit.caption')}
        value={caption}
        onValueChange={setCaption}
        optionalText={t('fields.optional')}
      />
      <TextField
        label={t('content.edit.publishedAt')}
        type="datetime-local"
        value={publishedAt}
        onValueChange={setPublishedAt}
        hint={t('content.timeInZone', { zone: timeZone })}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <SubmitButton isPending={edit.isPending}>{t('content.edit.submit')}</SubmitButton>
      </div>
    </form>
  );
}
