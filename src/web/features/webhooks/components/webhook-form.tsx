import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '../../../../common/api/events';
import type { EndpointWithSecretDto } from '../../../../common/api/webhooks';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useCreateWebhook } from '../api';
import { eventTypeLabel } from '../event-type-label';

export type WebhookFormProps = {
  eventTypes: readonly EventType[];
  onCreated: (created: EndpointWithSecretDto) => void;
};

/** A new endpoint: its URL and the events it wants. What was typed stays when the server refuses. */
export function WebhookForm({ eventTypes, onCreated }: WebhookFormProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<EventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; eventTypes?: string }>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      url: /^https?:\/\/\S+$/.test(url.trim()) ? undefined : t('webhooks.form.urlInvalid'),
      eventTypes: chosen.length > 0 ? undefined : t('webhooks.form.typesRequired'),
    };
    setErrors(found);
    if (found.url || found.eventTypes) return;
    create.mutate(
      { url: url.trim(), description: description.trim(), eventTypes: chosen },
      {
        onSuccess: (created) => {
          setUrl('');
          setDescription('');
          setChosen([]);
          onCreated(created);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('webhooks.form.url')}
        type="url"
        inputMode="url"
        placeholder="https://example.com/reachbase-events"
        hint={t('webhooks.form.urlHint')}
        value={url}
        onValueChange={setUrl}
        error={errors.url}
        required
      />
      <TextField
        label={t('webhooks.form.description')}
        optionalText={t('webhooks.form.optional')}
        value={description}
        onValueChange={setDescription}
        maxLength={200}
      />
      <CheckboxGroup
        legend={t('webhooks.form.eventTypes')}
        name="eventTypes"
        options={eventTypes.map((type) => ({ value: type, label: eventTypeLabel(t, type) }))}
        values={chosen}
        onValuesChange={setChosen}
        error={errors.eventTypes}
      />
      <SubmitButton isPending={create.isPending} className="self-start">
        {t('webhooks.form.submit')}
      </SubmitButton>
    </form>
  );
}
