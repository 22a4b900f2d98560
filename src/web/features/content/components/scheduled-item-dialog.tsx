import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONTENT_TYPES, type ContentType } from '../../../../common/api/content';
import {
  type CreateScheduledInput,
  SCHEDULED_STATUSES,
  type ScheduledItemDto,
  type ScheduledStatus,
} from '../../../../common/api/scheduled-content';
import type { Platform } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FieldFrame } from '../../../components/ui/field-frame';
import { inputClassName } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlatformSelectField } from '../../../components/ui/platform-select-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useTimeZone } from '../../../lib/use-format-date';
import { useCreateScheduled, useDeleteScheduled, useUpdateScheduled } from '../api';
import { type DayKey, dayKeyOf, instantAt, timeOf } from '../zoned-time';
import { ProfileSelect } from './profile-select';

/** What the dialog edits: an item, or a new one on a day. */
export type ScheduledTarget = { item: ScheduledItemDto } | { day: DayKey };

export type ScheduledItemDialogProps = {
  target: ScheduledTarget | null;
  isReadOnly: boolean;
  onClose: () => void;
};

export function ScheduledItemDialog({ target, isReadOnly, onClose }: ScheduledItemDialogProps) {
  const { t } = useTranslation();
  const isEdit = target !== null && 'item' in target;
  return (
    <Dialog
      isOpen={target !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={isEdit ? t('content.calendar.editTitle') : t('content.calendar.createTitle')}
      description={t('content.calendar.dialogDescription')}
      closeLabel={t('dialog.close')}
      body={
        target ? (
          <ScheduledItemForm target={target} isReadOnly={isReadOnly} onDone={onClose} />
        ) : null
      }
    />
  );
}

type FormProps = { target: ScheduledTarget; isReadOnly: boolean; onDone: () => void };

function ScheduledItemForm({ target, isReadOnly, onDone }: FormProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const item = 'item' in target ? target.item : null;
  const create = useCreateScheduled();
  const update = useUpdateScheduled();
  const remove = useDeleteScheduled();
  const initialWhen = item
    ? `${dayKeyOf(item.scheduledAt, timeZone)}T${timeOf(item.scheduledAt, timeZone)}`
    : `${'day' in target ? target.day : ''}T10:00`;
  const [title, setTitle] = useState(item?.title ?? '');
  const [profileId, setProfileId] = useState(item?.profileId ?? '');
  const [platform, setPlatform] = useState<Platform>(item?.platform ?? 'instagram');
  const [type, setType] = useState<ContentType>(item?.type ?? 'reel');
  const [when, setWhen] = useState(initialWhen);
  const [brief, setBrief] = useState(item?.brief ?? '');
  const [status, setStatus] = useState<ScheduledStatus>(item?.status ?? 'planned');
  const [link, setLink] = useState(item?.link ?? '');
  const [errors, setErrors] = useState<Partial<Record<'title' | 'when' | 'link', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isPending = create.isPending || update.isPending;

  async function save() {
    const [day = '', time = '00:00'] = when.split('T');
    const scheduledAt = instantAt(day, time, timeZone).toISOString();
    const fields: CreateScheduledInput = {
      title: title.trim(),
      platform,
      type,
      scheduledAt,
      profileId: profileId || undefined,
      brief: brief.trim() || undefined,
      link: link.trim() || undefined,
    };
    let id = item?._id;
    if (item) {
      await update.mutateAsync({ id: item._id, change: { action: 'update', ...fields } });
    } else {
      id = (await create.mutateAsync(fields))._id;
    }
    if (id && status !== (item?.status ?? 'planned')) {
      await update.mutateAsync({
        id,
        change: { action: 'updateStatus', status, link: link.trim() || undefined },
      });
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || isReadOnly) return;
    const found: typeof errors = {};
    if (!title.trim()) found.title = t('content.calendar.errors.title');
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(when))
      found.when = t('content.calendar.errors.when');
    if (link.trim() && !/^https?:\/\/\S+$/i.test(link.trim()))
      found.link = t('content.calendar.errors.link');
    if (status === 'published' && !link.trim())
      found.link = t('content.calendar.errors.publishedLink');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    save().then(
      () => {
        toast.success(item ? t('content.calendar.saved') : t('content.calendar.created'));
        onDone();
      },
      (error: unknown) => setFormError(error instanceof Error ? error.message : String(error)),
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-4">
        <TextField
          label={t('content.calendar.fields.title')}
          value={title}
          onValueChange={setTitle}
          error={errors.title}
          maxLength={200}
          required
        />
        <ProfileSelect
          label={t('content.calendar.fields.profile')}
          value={profileId}
          onValueChange={setProfileId}
          emptyLabel={t('content.calendar.fields.noProfile')}
          optionalText={t('fields.optional')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PlatformSelectField
            label={t('content.calendar.fields.platform')}
            value={platform}
            onValueChange={setPlatform}
          />
          <SelectField
            label={t('content.calendar.fields.type')}
            value={type}
            onValueChange={(value) => setType(value as ContentType)}
          >
            {CONTENT_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`content.types.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('content.calendar.fields.when')}
            type="datetime-local"
            value={when}
            onValueChange={setWhen}
            error={errors.when}
            hint={t('content.timeInZone', { zone: timeZone })}
            required
          />
          <SelectField
            label={t('content.calendar.fields.status')}
            value={status}
            onValueChange={(value) => setStatus(value as ScheduledStatus)}
          >
            {SCHEDULED_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`content.calendar.statuses.${option}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <FieldFrame label={t('content.calendar.fields.brief')} optionalText={t('fields.optional')}>
          {(control) => (
            <textarea
              {...control}
              value={brief}
              maxLength={5000}
              rows={3}
              onChange={(event) => setBrief(event.target.value)}
              className={inputClassName('w-full')}
            />
          )}
        </FieldFrame>
        <TextField
          label={t('content.calendar.fields.link')}
          type="url"
          value={link}
          onValueChange={setLink}
          error={errors.link}
          hint={t('content.calendar.fields.linkHint')}
          optionalText={t('fields.optional')}
        />
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {item && !isReadOnly ? (
          <Button
            variant="ghost"
            className="mr-auto px-3 text-danger"
            onClick={() => setIsConfirmingDelete(true)}
          >
            {t('content.calendar.delete')}
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        {isReadOnly ? null : (
          <SubmitButton isPending={isPending}>
            {item ? t('content.calendar.save') : t('content.calendar.create')}
          </SubmitButton>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={t('content.calendar.deleteTitle', { title: item?.title ?? '' })}
        description={t('content.calendar.deleteBody')}
        confirmLabel={t('content.calendar.delete')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!item) return;
          remove.mutate(item._id, {
            onSuccess: () => {
              toast.success(t('content.calendar.deleted'));
              setIsConfirmingDelete(false);
              onDone();
            },
          });
        }}
      />
    </form>
  );
}
