import { useTranslation } from 'react-i18next';
import { JOB_ROLES, type JobRole } from '../../../../common/constants';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { JOB_ROLE_LABEL_KEYS } from '../../account';

export type JobRoleFieldProps = {
  value: JobRole | '';
  onValueChange: (value: JobRole) => void;
  error?: string;
};

export function JobRoleField({ value, onValueChange, error }: JobRoleFieldProps) {
  const { t } = useTranslation();
  const options = JOB_ROLES.map((role) => ({
    value: role,
    label: t(`jobRoles.${JOB_ROLE_LABEL_KEYS[role]}`),
  }));
  return (
    <RadioCardGroup
      legend={t('fields.jobRole')}
      name="jobRole"
      options={options}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
