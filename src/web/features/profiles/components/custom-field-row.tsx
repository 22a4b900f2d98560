import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useDeleteCustomField, useUpdateCustomField } from '../api';
import type { CustomField, FieldCategory } from '../types';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { RenameForm } from './rename-form';

export type CustomFieldRowProps = {
  field: CustomField;
  categories: readonly FieldCategory[];
  isReadOnly: boolean;
};

export function CustomFieldRow({ field, categories, isReadOnly }: CustomFieldRowProps) {
  const { t } = useTranslation();
  const update = useUpdateCustomField();
  const remove = useDeleteCustomField();
  const [isRenaming, setIsRenaming] = useState(false);

  return (
    <li className="flex flex-wrap items-center gap-2 border-t border-text-dark/10 py-2 first:border-t-0">
      {isRenaming ? (
        <RenameForm
          label={t('profiles.customFields.name')}
          initialName={field.name}
          isPending={update.isPending}
          onCancel={() => setIsRenaming(false)}
          onSave={(name) =>
            update.mutate({ id: field._id, name }, { onSuccess: () => setIsRenaming(false) })
          }
        />
      ) : (
        <>
          <span className="min-w-32 flex-1 font-semibold">{field.name}</span>
          <Badge tone="neutral">{t(`profiles.customFields.types.${field.type}`)}</Badge>
          {field.type === 'select' ? (
            <span className="text-xs text-text-dark/70">{field.options.join(', ')}</span>
          ) : null}
          <select
            aria-label={t('profiles.customFields.categoryOf', { name: field.name })}
            value={field.categoryId ?? ''}
            disabled={isReadOnly}
            onChange={(event) =>
              update.mutate({ id: field._id, categoryId: event.target.value || null })
            }
            className="min-h-10 rounded-lg border border-text-dark/20 bg-surface px-2 text-sm"
          >
            <option value="">{t('profiles.customFields.noCategory')}</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
          {isReadOnly ? null : (
            <>
              <Button
                variant="ghost"
                className="px-2"
                aria-label={t('profiles.customFields.renameLabel', { name: field.name })}
                onClick={() => setIsRenaming(true)}
              >
                {t('profiles.customFields.rename')}
              </Button>
              <ConfirmRemoveButton
                label={t('profiles.customFields.deleteLabel', { name: field.name })}
                text={t('profiles.customFields.delete')}
                title={t('profiles.customFields.deleteTitle', { name: field.name })}
                description={t('profiles.customFields.deleteDescription')}
                isPending={remove.isPending}
                onConfirm={(done) =>
                  remove.mutate(field._id, {
                    onSuccess: () => {
                      toast.success(t('profiles.customFields.deleted', { name: field.name }));
                      done();
                    },
                  })
                }
              />
            </>
          )}
        </>
      )}
    </li>
  );
}
