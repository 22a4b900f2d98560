import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LABEL_CLASS_NAME } from '../../../components/ui/field-styles';
import { useCustomFields, useProfileAction } from '../api';
import { draftToUpdate } from '../custom-field-values';
import type { CustomField, ProfileDetail } from '../types';
import { CustomFieldInput } from './custom-field-input';
import { DetailSection } from './detail-section';

export type CustomFieldsSectionProps = { profile: ProfileDetail; isReadOnly: boolean };

type Group = { id: string; name: string | null; fields: CustomField[] };

/** The organization's custom fields for this creator, grouped by category, saved on leaving a field. */
export function CustomFieldsSection({ profile, isReadOnly }: CustomFieldsSectionProps) {
  const { t } = useTranslation();
  const customFields = useCustomFields();
  const action = useProfileAction(profile.profileId);
  const fields = customFields.data?.fields ?? [];
  const categories = customFields.data?.categories ?? [];
  const groups: Group[] = [
    ...categories.map((category) => ({
      id: category._id,
      name: category.name,
      fields: fields.filter((field) => field.categoryId === category._id),
    })),
    {
      id: 'none',
      name: null,
      fields: fields.filter(
        (field) => !field.categoryId || !categories.some((c) => c._id === field.categoryId),
      ),
    },
  ].filter((group) => group.fields.length > 0);

  return (
    <DetailSection
      title={t('profiles.fields.title')}
      actions={
        <Link
          to="/settings/custom-fields"
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t('profiles.fields.manage')}
        </Link>
      }
    >
      {customFields.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('profiles.fields.error')}
        </p>
      ) : null}
      {customFields.isSuccess && fields.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('profiles.fields.empty')}</p>
      ) : null}
      <div className="flex flex-col gap-5">
        {groups.map((group) => (
          <div key={group.id}>
            {group.name ? <h3 className="mb-2 text-sm font-bold">{group.name}</h3> : null}
            <div className="grid gap-3 sm:grid-cols-2">
              {group.fields.map((field) => {
                const value = profile.customFields[field._id];
                return (
                  <div key={field._id} className="flex flex-col gap-1.5">
                    <span className={LABEL_CLASS_NAME} aria-hidden="true">
                      {field.name}
                    </span>
                    <CustomFieldInput
                      field={field}
                      value={value}
                      label={field.name}
                      isDisabled={isReadOnly}
                      onCommit={(draft) => {
                        const update = draftToUpdate(field, draft, value);
                        if (update) action.mutate(update);
                      }}
                    />
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </DetailSection>
  );
}
