import { useTranslation } from 'react-i18next';
import { PLATFORMS, type Platform } from '../../../common/constants';
import { SelectField } from './select-field';

/** A select of the platforms the product covers, each by its name in the user's language. */
export function PlatformSelectField({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: Platform;
  onValueChange: (platform: Platform) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={(chosen) => onValueChange(chosen as Platform)}
    >
      {PLATFORMS.map((option) => (
        <option key={option} value={option}>
          {t(`platforms.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
