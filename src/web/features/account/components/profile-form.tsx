import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { JOB_ROLES, type JobRole } from '../../../../common/constants';
import type { UserProfile } from '../../../app/session-store';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../lib/use-form';
import { type ProfileUpdate, useUpdateUserInfo } from '../api';
import { countryOptions } from '../countries';
import { JOB_ROLE_LABEL_KEYS } from '../job-roles';
import { memberProfileSchema, profileSchema } from '../schemas';

export type ProfileFormProps = {
  profile: UserProfile;
  /** Phone, country and job role belong to the organization: only its owner edits them. */
  canEditOrganization: boolean;
};

function isJobRole(value: string | undefined): value is JobRole {
  return JOB_ROLES.some((role) => role === value);
}

export function ProfileForm({ profile, canEditOrganization }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const updateUserInfo = useUpdateUserInfo();
  const orgInfo = profile.orgInfo;
  const storedJobRole = orgInfo?.jobRole ?? undefined;
  // A member's save sends the name only: organization fields from them would be refused.
  const schema: z.ZodType<ProfileUpdate> = canEditOrganization
    ? profileSchema
    : memberProfileSchema;
  const form = useForm({
    schema,
    initialValues: {
      fullName: profile.fullName ?? '',
      phone: orgInfo?.phone ?? '',
      country: orgInfo?.country ?? '',
      jobRole: (isJobRole(storedJobRole) ? storedJobRole : '') as JobRole | '',
    },
  });
  const countries = useMemo(
    () => countryOptions(i18n.language, orgInfo?.country),
    [i18n.language, orgInfo?.country],
  );

  const handleSubmit = form.handleSubmit((update) => {
    updateUserInfo.mutate(update, {
      onSuccess: () => toast.success(t('settings.profile.saved')),
      onError: form.showApiError,
    });
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.fullName')}
          name="fullName"
          autoComplete="name"
          required
          value={form.values.fullName}
          onValueChange={(value) => form.setValue('fullName', value)}
          error={form.fieldErrors.fullName}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          value={profile.email ?? ''}
          onValueChange={() => {}}
          readOnly
          hint={t('settings.profile.emailHint')}
        />
        {canEditOrganization ? (
          <>
            <TextField
              label={t('fields.phone')}
              type="tel"
              name="phone"
              autoComplete="tel"
              optionalText={t('fields.optional')}
              value={form.values.phone}
              onValueChange={(value) => form.setValue('phone', value)}
              error={form.fieldErrors.phone}
            />
            <SelectField
              label={t('fields.country')}
              name="country"
              autoComplete="country"
              optionalText={t('fields.optional')}
              value={form.values.country}
              onValueChange={(value) => form.setValue('country', value)}
              error={form.fieldErrors.country}
            >
              <option value="">{t('fields.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('fields.jobRole')}
              name="jobRole"
              value={form.values.jobRole}
              onValueChange={(value) => form.setValue('jobRole', isJobRole(value) ? value : '')}
              error={form.fieldErrors.jobRole}
            >
              <option value="">{t('fields.chooseJobRole')}</option>
              {JOB_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`jobRoles.${JOB_ROLE_LABEL_KEYS[role]}`)}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </div>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={updateUserInfo.isPending} className="self-start">
        {t('settings.profile.submit')}
      </SubmitButton>
    </form>
  );
}
