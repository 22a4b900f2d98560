import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { formatDate } from '../../../../common/format-date';
import { canonicalTimeZone, timeZoneOrDefault } from '../../../../common/time-zone';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useForm } from '../../../lib/use-form';
import { useUpdateUserInfo } from '../api';
import { deviceTimeZone, timeZoneOptions } from '../time-zones';

const timeZoneSchema = z.object({
  timeZone: z.string().refine((value) => canonicalTimeZone(value) !== null, 'timeZoneInvalid'),
});

export type TimeZoneFormProps = {
  /** The saved zone; absent before GET me has answered it (then the default). */
  timeZone: string | undefined;
};

/** The user's own time zone: every time on screen is shown in it (SPEC 2's Vienna by default). */
export function TimeZoneForm({ timeZone }: TimeZoneFormProps) {
  const { t, i18n } = useTranslation();
  const updateUserInfo = useUpdateUserInfo();
  const saved = timeZoneOrDefault(timeZone);
  const form = useForm({ schema: timeZoneSchema, initialValues: { timeZone: saved } });
  const options = useMemo(() => timeZoneOptions(i18n.language), [i18n.language]);
  const device = useMemo(deviceTimeZone, []);
  const chosen = canonicalTimeZone(form.values.timeZone);

  const handleSubmit = form.handleSubmit((update) => {
    updateUserInfo.mutate(update, {
      onSuccess: () => toast.success(t('settings.timeZone.saved')),
      onError: form.showApiError,
    });
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('settings.timeZone.label')}
        name="timeZone"
        value={form.values.timeZone}
        onValueChange={(value) => form.setValue('timeZone', value)}
        error={form.fieldErrors.timeZone}
        hint={
          chosen
            ? t('settings.timeZone.hint', {
                time: formatDate(new Date(), {
                  locale: i18n.language,
                  timeZone: chosen,
                  style: 'time',
                  withZone: true,
                }),
              })
            : undefined
        }
        className="max-w-md"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton isPending={updateUserInfo.isPending}>
          {t('settings.timeZone.submit')}
        </SubmitButton>
        {device && device !== form.values.timeZone ? (
          <Button variant="secondary" onClick={() => form.setValue('timeZone', device)}>
            {t('settings.timeZone.useDevice', { zone: device })}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
