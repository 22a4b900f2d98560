import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDeleteCategory, useRenameCategory } from '../api';
import type { FieldCategory } from '../types';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { RenameForm } from './rename-form';

export type FieldCategoryRowProps = { category: FieldCategory; isReadOnly: boolean };

export function FieldCategoryRow({ category, isReadOnly }: FieldCategoryRowProps) {
  const { t } = useTranslation();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [isRenaming, setIsRenaming] = useState(false);

  return (
    <li className="flex flex-wrap items-center gap-2 border-t border-text-dark/10 py-2 first:border-t-0">
      {isRenaming ? (
        <RenameForm
          label={t('profiles.customFields.categoryName')}
          initialName={category.name}
          isPending={rename.isPending}
          onCancel={() => setIsRenaming(false)}
          onSave={(name) =>
            rename.mutate({ id: category._id, name }, { onSuccess: () => setIsRenaming(false) })
          }
        />
      ) : (
        <>
          <span className="min-w-32 flex-1 font-semibold">{category.name}</span>
          {isReadOnly ? null : (
            <>
              <Button
                variant="ghost"
                className="px-2"
                aria-label={t('profiles.customFields.renameLabel', { name: category.name })}
                onClick={() => setIsRenaming(true)}
              >
                {t('profiles.customFields.rename')}
              </Button>
              <ConfirmRemoveButton
                label={t('profiles.customFields.deleteLabel', { name: category.name })}
                text={t('profiles.customFields.delete')}
                title={t('profiles.customFields.deleteCategoryTitle', { name: category.name })}
                description={t('profiles.customFields.deleteCategoryDescription')}
                isPending={remove.isPending}
                onConfirm={(done) => remove.mutate(category._id, { onSuccess: done })}
              />
            </>
          )}
        </>
      )}
    </li>
  );
}
