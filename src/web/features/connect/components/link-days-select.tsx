import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { LINK_DAYS } from '../connect-rules';

/** "Link valid for": how many days a new connect link works. */
export function LinkDaysSelect({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (days: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('connect.member.validFor')}
      value={value}
      onValueChange={onValueChange}
      className="w-40"
    >
      {LINK_DAYS.map((count) => (
        <option key={count} value={String(count)}>
          {t('connect.member.days', { count })}
        </option>
      ))}
    </SelectField>
  );
}
