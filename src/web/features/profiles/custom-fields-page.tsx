import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { QueryView } from '../../components/ui/query-view';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-error';
import { useCreateCategory, useCustomFields } from './api';
import { CustomFieldForm } from './components/custom-field-form';
import { CustomFieldRow } from './components/custom-field-row';
import { DetailSection } from './components/detail-section';
import { FieldCategoryRow } from './components/field-category-row';

/** Settings → Custom fields: the organization's typed fields and their categories. */
export function CustomFieldsPage() {
  const { t } = useTranslation();
  const customFields = useCustomFields();
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const createCategory = useCreateCategory();
  const [categoryName, setCategoryName] = useState('');
  const [categoryError, setCategoryError] = useState<string | undefined>();

  function handleAddCategory(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createCategory.isPending) return;
    if (!categoryName.trim()) {
      setCategoryError(t('profiles.customFields.nameRequired'));
      return;
    }
    setCategoryError(undefined);
    createCategory.mutate(categoryName.trim(), {
      onSuccess: () => setCategoryName(''),
      onError: (failure) =>
        setCategoryError(failure instanceof ApiError ? failure.message : t('errors.generic')),
    });
  }

  return (
    <QueryView
      query={customFields}
      loadingLabel={t('profiles.states.loading')}
      errorTitle={t('profiles.customFields.loadError')}
      errorLayout="panel"
    >
      {({ fields, categories }) => (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{t('profiles.customFields.title')}</h1>
          <p className="mt-1 text-text-dark/70">{t('profiles.customFields.intro')}</p>
          <div className="mt-6 flex flex-col gap-6">
            <DetailSection title={t('profiles.customFields.fieldsHeading')}>
              {fields.length === 0 ? (
                <p className="mb-4 text-sm text-text-dark/70">{t('profiles.customFields.empty')}</p>
              ) : (
                <ul className="mb-5">
                  {fields.map((field) => (
                    <CustomFieldRow
                      key={field._id}
                      field={field}
                      categories={categories}
                      isReadOnly={isReadOnly}
                    />
                  ))}
                </ul>
              )}
              {isReadOnly ? null : (
                <>
                  <h3 className="mb-2 text-sm font-bold">
                    {t('profiles.customFields.addHeading')}
                  </h3>
                  <CustomFieldForm categories={categories} />
                </>
              )}
            </DetailSection>
            <DetailSection title={t('profiles.customFields.categoriesHeading')}>
              {categories.length === 0 ? (
                <p className="mb-4 text-sm text-text-dark/70">
                  {t('profiles.customFields.noCategories')}
                </p>
              ) : (
                <ul className="mb-4">
                  {categories.map((category) => (
                    <FieldCategoryRow
                      key={category._id}
                      category={category}
                      isReadOnly={isReadOnly}
                    />
                  ))}
                </ul>
              )}
              {isReadOnly ? null : (
                <form
                  onSubmit={handleAddCategory}
                  noValidate
                  className="flex flex-wrap items-start gap-2"
                >
                  <TextField
                    label={t('profiles.customFields.categoryName')}
                    value={categoryName}
                    onValueChange={setCategoryName}
                    error={categoryError}
                    maxLength={80}
                    autoComplete="off"
                    className="min-w-48 flex-1"
                  />
                  <Button isSubmit isPending={createCategory.isPending} className="mt-7">
                    {t('profiles.customFields.addCategory')}
                  </Button>
                </form>
              )}
            </DetailSection>
          </div>
        </>
      )}
    </QueryView>
  );
}
