import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { useTrackedProfiles } from '../api';

export type ProfileSelectProps = {
  label: string;
  value: string;
  onValueChange: (profileId: string) => void;
  /** The text of the empty choice; without it a profile must be picked. */
  emptyLabel?: string;
  error?: string;
  required?: boolean;
  optionalText?: string;
};

/** Picks one of the organization's tracked profiles. */
export function ProfileSelect({
  label,
  value,
  onValueChange,
  emptyLabel,
  error,
  required,
  optionalText,
}: ProfileSelectProps) {
  const { t } = useTranslation();
  const profiles = useTrackedProfiles();
  const items = profiles.data ?? [];
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={onValueChange}
      error={error}
      required={required}
      optionalText={optionalText}
      hint={
        profiles.isError
          ? t('content.profilesError')
          : profiles.isSuccess && items.length === 0
            ? t('content.noProfiles')
            : undefined
      }
    >
      <option value="">
        {profiles.isPending
          ? t('content.loadingProfiles')
          : (emptyLabel ?? t('content.pickProfile'))}
      </option>
      {items.map((profile) => (
        <option key={profile.profileId} value={profile.profileId}>
          @{profile.platform_username} · {t(`platforms.${profile.platform}`)}
        </option>
      ))}
    </SelectField>
  );
}
