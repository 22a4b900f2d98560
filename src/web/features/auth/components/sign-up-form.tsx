import { useTranslation } from 'react-i18next';
import type { JobRole } from '../../../../common/constants';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../lib/use-form';
import { useSignUp } from '../api';
import { signUpSchema } from '../schemas';
import { useFinishSignIn } from '../sign-in';
import { JobRoleField } from './job-role-field';
import { NewPasswordField } from './new-password-field';

export type SignUpFormProps = {
  /** From the sign-up link of a partner or a deal site; passed through as given. */
  referral: string | null;
  dealCode: string | null;
  wantsNewsletter: boolean;
  onNewsletterChange: (wantsNewsletter: boolean) => void;
};

export function SignUpForm({
  referral,
  dealCode,
  wantsNewsletter,
  onNewsletterChange,
}: SignUpFormProps) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const finishSignIn = useFinishSignIn();
  const form = useForm({
    schema: signUpSchema,
    initialValues: {
      fullName: '',
      email: '',
      password: '',
      jobRole: '' as JobRole | '',
      newsletter: wantsNewsletter,
    },
  });

  const handleSubmit = form.handleSubmit((values) => {
    signUp.mutate(
      { ...values, referral: referral ?? undefined, dealCode: dealCode ?? undefined },
      { onSuccess: finishSignIn, onError: form.showApiError },
    );
  });

  function handleNewsletterChange(isChecked: boolean) {
    form.setValue('newsletter', isChecked);
    onNewsletterChange(isChecked);
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        required
        {...form.textField('fullName')}
      />
      <EmailField
        label={t('fields.email')}
        name="email"
        required
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        error={form.fieldErrors.email}
      />
      <NewPasswordField
        label={t('fields.password')}
        name="password"
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        error={form.fieldErrors.password}
        owner={{ email: form.values.email, fullName: form.values.fullName }}
      />
      <JobRoleField
        value={form.values.jobRole}
        onValueChange={(value) => form.setValue('jobRole', value)}
        error={form.fieldErrors.jobRole}
      />
      <CheckboxField
        name="newsletter"
        label={t('auth.signUp.newsletter')}
        isChecked={form.values.newsletter}
        onCheckedChange={handleNewsletterChange}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={signUp.isPending}>{t('auth.signUp.submit')}</SubmitButton>
    </form>
  );
}
