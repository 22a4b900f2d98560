import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateInfo } from '../api';
import type { ProfileDetail } from '../types';

export type EditInfoDialogProps = {
  profile: ProfileDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The display name and category the organization gives a creator; emptied, they are cleared. */
export function EditInfoDialog({ profile, isOpen, onOpenChange }: EditInfoDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateInfo(profile.profileId);
  const [fullName, setFullName] = useState('');
  const [category, setCategory] = useState('');
  const [wasOpen, setWasOpen] = useState(false);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setFullName(profile.fullName ?? '');
      setCategory(profile.category ?? '');
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const name = fullName.trim();
    const group = category.trim();
    const clear = [...(name ? [] : ['fullName' as const]), ...(group ? [] : ['category' as const])];
    update.mutate(
      {
        ...(name ? { fullName: name } : {}),
        ...(group ? { category: group } : {}),
        ...(clear.length > 0 ? { clear } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('profiles.info.saved'));
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('profiles.info.title')}
      description={t('profiles.info.description')}
      closeLabel={t('dialog.close')}
      body={
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('profiles.info.fullName')}
            value={fullName}
            onValueChange={setFullName}
            maxLength={120}
            autoComplete="off"
          />
          <TextField
            label={t('profiles.info.category')}
            optionalText={t('profiles.detail.optional')}
            value={category}
            onValueChange={setCategory}
            maxLength={80}
            autoComplete="off"
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">{t('dialog.cancel')}</Button>
            </DialogClose>
            <Button isSubmit isPending={update.isPending}>
              {t('profiles.info.save')}
            </Button>
          </div>
        </form>
      }
    />
  );
}
