import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { QueryView } from '../../components/ui/query-view';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { DEFAULT_PATH_AFTER_SIGN_IN } from '../../lib/safe-next-path';
import { useForm } from '../../lib/use-form';
import { type Invitation, useActivateInvitation, useInvitation } from './api';
import { AuthPageLayout } from './components/auth-page-layout';
import { LinkCheckError } from './components/link-check-failed';
import { LinkProblem } from './components/link-problem';
import { NewPasswordField } from './components/new-password-field';
import { activateSchema } from './schemas';
import { completeSignIn } from './sign-in';

export function ActivatePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const invitation = useInvitation(token);

  const invalidLink = (
    <LinkProblem
      message={t('auth.activate.invalidLink')}
      action={
        <Link to="/auth/login" className={buttonClassName('secondary')}>
          {t('auth.backToLogin')}
        </Link>
      }
    />
  );
  const content = token ? (
    <QueryView
      query={invitation}
      loadingLabel={t('auth.activate.checking')}
      renderError={(error) => (
        <LinkCheckError error={error} check={invitation} invalidLink={invalidLink} />
      )}
    >
      {(data) => <ActivateForm token={token} invitation={data} />}
    </QueryView>
  ) : (
    invalidLink
  );

  return <AuthPageLayout title={t('auth.activate.title')}>{content}</AuthPageLayout>;
}

type ActivateFormProps = {
  token: string;
  invitation: Invitation;
};

function ActivateForm({ token, invitation }: ActivateFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const activate = useActivateInvitation();
  const schema = useMemo(() => activateSchema(invitation.email), [invitation.email]);
  // The owner may have typed the name when inviting: the new member only checks it.
  const form = useForm({
    schema,
    initialValues: { fullName: invitation.fullName ?? '', password: '' },
  });
  const roleName = invitation.role === 'guest' ? t('roles.guest') : t('roles.member');

  const handleSubmit = form.handleSubmit((values) => {
    activate.mutate(
      { token, ...values },
      {
        onSuccess: (result) => {
          completeSignIn(result);
          void navigate(DEFAULT_PATH_AFTER_SIGN_IN, { replace: true });
        },
        onError: form.showApiError,
      },
    );
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm">
        {invitation.invitedBy
          ? t('auth.activate.invitedBy', {
              inviter: invitation.invitedBy,
              organization: invitation.organization.name,
              role: roleName,
            })
          : t('auth.activate.invitedTo', {
              organization: invitation.organization.name,
              role: roleName,
            })}
      </p>
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={invitation.email}
        onValueChange={() => {}}
        readOnly
      />
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        required
        {...form.textField('fullName')}
      />
      <NewPasswordField
        label={t('fields.password')}
        name="password"
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        error={form.fieldErrors.password}
        owner={{ email: invitation.email, fullName: form.values.fullName }}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={activate.isPending}>{t('auth.activate.submit')}</SubmitButton>
    </form>
  );
}
