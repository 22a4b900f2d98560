import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useCreateCustomField } from '../api';
import type { CustomFieldType, FieldCategory } from '../types';

export type CustomFieldFormProps = { categories: readonly FieldCategory[] };

const TYPES: CustomFieldType[] = ['text', 'number', 'date', 'select', 'url'];

/** Adds a field: name, type, options of a select (one per line), category. */
export function CustomFieldForm({ categories }: CustomFieldFormProps) {
  const { t } = useTranslation();
  const create = useCreateCustomField();
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomFieldType>('text');
  const [options, setOptions] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [errors, setErrors] = useState<{ name?: string; options?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const optionList = options
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean);
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('profiles.customFields.nameRequired');
    if (type === 'select' && optionList.length === 0) {
      next.options = t('profiles.customFields.optionsRequired');
    }
    setErrors(next);
    if (next.name || next.options) return;
    create.mutate(
      {
        name: name.trim(),
        type,
        ...(type === 'select' ? { options: optionList } : {}),
        ...(categoryId ? { categoryId } : {}),
      },
      {
        onSuccess: (field) => {
          toast.success(t('profiles.customFields.created', { name: field.name }));
          setName('');
          setOptions('');
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.message : t('errors.generic');
          if (failure instanceof ApiError && failure.field === 'options')
            setErrors({ options: message });
          else setErrors({ name: message });
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('profiles.customFields.name')}
        value={name}
        onValueChange={setName}
        error={errors.name}
        maxLength={80}
        autoComplete="off"
      />
      <SelectField
        label={t('profiles.customFields.type')}
        value={type}
        onValueChange={(value) => setType(value as CustomFieldType)}
      >
        {TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`profiles.customFields.types.${option}`)}
          </option>
        ))}
      </SelectField>
      {type === 'select' ? (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor="custom-field-options" className="text-sm font-semibold">
            {t('profiles.customFields.options')}
          </label>
          <textarea
            id="custom-field-options"
            value={options}
            onChange={(event) => setOptions(event.target.value)}
            rows={3}
            aria-invalid={errors.options ? true : undefined}
            aria-describedby="custom-field-options-hint"
            className="rounded-lg border border-text-dark/20 bg-surface px-3 py-2 text-base sm:text-sm"
          />
          <p id="custom-field-options-hint" className="text-xs text-text-dark/70">
            {t('profiles.customFields.optionsHint')}
          </p>
          {errors.options ? (
            <p role="alert" className="text-sm text-danger">
              {errors.options}
            </p>
          ) : null}
        </div>
      ) : null}
      <SelectField
        label={t('profiles.customFields.category')}
        value={categoryId}
        onValueChange={setCategoryId}
      >
        <option value="">{t('profiles.customFields.noCategory')}</option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end">
        <Button isSubmit isPending={create.isPending}>
          {t('profiles.customFields.add')}
        </Button>
      </div>
    </form>
  );
}
