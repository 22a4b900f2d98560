import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/field-frame';
import { inputClassName } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useTrackedProfiles } from '../../content';
import {
  BUILT_IN_MERGE_FIELDS,
  type Mailbox,
  SEQUENCE_MAX_STEPS,
  SEQUENCE_NAME_MAX,
  type Sequence,
  type SequenceStep,
  STEP_SUBJECT_MAX,
  usePreviewSequence,
  useSaveSequence,
} from '../api';
import { PreviewFallbacks } from './preview-fallbacks';

const FIRST_STEP: SequenceStep = { subject: '', body: '', delayDays: 0 };
const FOLLOW_UP: SequenceStep = { subject: '', body: '', delayDays: 3 };

/**
 * Writes a sequence: its name, mailbox and steps, with a preview for one tracked creator. What was
 * typed stays when the server refuses it, and the step it names is marked.
 */
export function SequenceEditor({
  sequence,
  mailboxes,
  onDone,
}: {
  sequence: Sequence | null;
  mailboxes: Mailbox[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSequence();
  const preview = usePreviewSequence();
  const profiles = useTrackedProfiles();
  const [name, setName] = useState(sequence?.name ?? '');
  const [mailboxId, setMailboxId] = useState(sequence?.mailboxId ?? mailboxes[0]?.id ?? '');
  const [steps, setSteps] = useState<SequenceStep[]>(sequence?.steps ?? [FIRST_STEP]);
  const [profileId, setProfileId] = useState('');

  const failure = save.error instanceof ApiError ? save.error : null;
  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);

  function setStep(index: number, patch: Partial<SequenceStep>) {
    setSteps((current) => current.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: sequence?.id ?? null, input: { name: name.trim(), mailboxId, steps } },
      {
        onSuccess: () => {
          toast.success(
            t('outreach.sequences.saved', {
              name: name.trim(),
              add: t('outreach.entries.addTitle'),
            }),
          );
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('outreach.sequences.form.name')}
          value={name}
          onValueChange={setName}
          error={fieldError('name')}
          maxLength={SEQUENCE_NAME_MAX}
          required
        />
        <SelectField
          label={t('outreach.sequences.form.mailbox')}
          value={mailboxId}
          onValueChange={setMailboxId}
          error={fieldError('mailboxId')}
        >
          {mailboxes.map((mailbox) => (
            <option key={mailbox.id} value={mailbox.id}>
              {t('outreach.mailboxes.sender', { name: mailbox.fromName, email: mailbox.fromEmail })}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-sm text-text-dark/70">
        {t('outreach.sequences.form.mergeFields', {
          fields: BUILT_IN_MERGE_FIELDS.map((field) => `{{${field}}}`).join(', '),
          example: '{{firstName|there}}',
        })}
      </p>
      <ol className="flex flex-col gap-4">
        {steps.map((step, index) => (
          // Steps have no id of their own; their place is who they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <fieldset className="flex flex-col gap-3 rounded-xl border border-text-dark/10 p-4">
              <legend className="px-1 font-semibold">
                {t('outreach.sequences.form.step', { number: index + 1 })}
              </legend>
              <TextField
                label={
                  index === 0
                    ? t('outreach.sequences.form.firstDelay')
                    : t('outreach.sequences.form.delay')
                }
                inputMode="numeric"
                value={String(step.delayDays)}
                onValueChange={(value) => setStep(index, { delayDays: Number(value) || 0 })}
              />
              <TextField
                label={t('outreach.sequences.form.subject')}
                value={step.subject}
                onValueChange={(subject) => setStep(index, { subject })}
                error={fieldError(`steps.${index}.subject`)}
                maxLength={STEP_SUBJECT_MAX}
                required
              />
              <FieldFrame
                label={t('outreach.sequences.form.body')}
                error={fieldError(`steps.${index}.body`)}
              >
                {(control) => (
                  <textarea
                    {...control}
                    value={step.body}
                    rows={6}
                    required
                    onChange={(event) => setStep(index, { body: event.target.value })}
                    className={inputClassName('w-full')}
                  />
                )}
              </FieldFrame>
              {index > 0 ? (
                <Button
                  variant="secondary"
                  className="self-start"
                  onClick={() => setSteps((current) => current.filter((_, i) => i !== index))}
                >
                  {t('outreach.sequences.form.removeStep', { number: index + 1 })}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {steps.length < SEQUENCE_MAX_STEPS ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setSteps((current) => [...current, FOLLOW_UP])}
        >
          {t('outreach.sequences.form.addStep')}
        </Button>
      ) : null}

      <section
        aria-label={t('outreach.sequences.preview.label')}
        className="flex flex-col gap-3 rounded-xl bg-primary-light/50 p-4"
      >
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('outreach.sequences.preview.profile')}
            value={profileId}
            onValueChange={setProfileId}
            className="min-w-56"
          >
            <option value="">{t('outreach.sequences.preview.choose')}</option>
            {(profiles.data ?? []).map((profile) => (
              <option key={profile.profileId} value={profile.profileId}>
                @{profile.platform_username}
                {profile.fullName ? ` (${profile.fullName})` : ''}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            isPending={preview.isPending}
            onClick={() =>
              profileId &&
              preview.mutate({
                profileId,
                mailboxId: mailboxId || undefined,
                steps: steps.map(({ subject, body }) => ({ subject, body })),
              })
            }
          >
            {t('outreach.sequences.preview.show')}
          </Button>
        </div>
        {profiles.data?.length === 0 ? (
          <p className="text-sm text-text-dark/70">{t('outreach.sequences.preview.noProfiles')}</p>
        ) : null}
        {preview.error instanceof ApiError ? <FormAlert>{preview.error.message}</FormAlert> : null}
        {preview.data ? <PreviewFallbacks fallbacks={preview.data.fallbacks} /> : null}
        {preview.data?.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are known by their place
          <article key={index} className="rounded-lg bg-white p-3 text-sm">
            <p className="font-semibold">{step.subject}</p>
            <p className="mt-1 whitespace-pre-line">{step.body}</p>
          </article>
        ))}
      </section>

      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton isPending={save.isPending}>{t('outreach.sequences.form.save')}</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {t('outreach.sequences.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
