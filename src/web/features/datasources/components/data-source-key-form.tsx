import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { connectDataSourceBody } from '../../../../common/api/data-sources';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useForm } from '../../../lib/use-form';
import { useConnectDataSource } from '../api';
import { connectedText, type DataSource } from '../source-texts';

export type DataSourceKeyFormProps = { source: DataSource };

/**
 * Pastes a key. The server tries it against the source before keeping it (sealed, never shown
 * again), so the button says so while it waits and a refusal is said under the field.
 */
export function DataSourceKeyForm({ source }: DataSourceKeyFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connect = useConnectDataSource();
  const form = useForm({ schema: connectDataSourceBody, initialValues: { key: '' } });
  const scope = source.connection?.scope ?? null;

  const handleSubmit = form.handleSubmit(({ key }) => {
    connect.mutate(
      { source: source.id, key },
      {
        onSuccess: (connected) => {
          form.reset();
          toast.success(connectedText(t, connected), {
            action: {
              label: t('dataSources.form.openDiscover'),
              onClick: () => navigate('/discover'),
            },
          });
        },
        onError: form.showApiError,
      },
    );
  });

  let label = t('dataSources.form.key', { source: source.name });
  if (scope === 'organization') label = t('dataSources.form.replaceKey');
  if (scope === 'install') label = t('dataSources.form.ownKey', { source: source.name });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} className="flex flex-col gap-3">
      <PasswordField
        purpose="new"
        label={label}
        hint={
          scope === 'install'
            ? `${t(`dataSources.keyHints.${source.id}`)} ${t('dataSources.form.ownKeyWins')}`
            : t(`dataSources.keyHints.${source.id}`)
        }
        required
        spellCheck={false}
        {...form.textField('key')}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={connect.isPending} className="self-start">
        {connect.isPending ? t('dataSources.form.testing') : t('dataSources.form.submit')}
      </SubmitButton>
    </form>
  );
}
