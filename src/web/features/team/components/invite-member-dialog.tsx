import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useForm } from '../../../lib/use-form';
import { type AssignableRole, useInviteMember } from '../api';
import { invitationSchema } from '../schemas';

export type InviteMemberDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

export function InviteMemberDialog({ isOpen, onOpenChange }: InviteMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('team.invite.title')}
      description={t('team.invite.description')}
      closeLabel={t('dialog.close')}
      // Mounted only while open, so each invitation starts from an empty form.
      body={isOpen ? <InviteMemberForm onDone={() => onOpenChange(false)} /> : null}
    />
  );
}

type InviteMemberFormProps = {
  onDone: () => void;
};

function InviteMemberForm({ onDone }: InviteMemberFormProps) {
  const { t } = useTranslation();
  const inviteMember = useInviteMember();
  const form = useForm({
    schema: invitationSchema,
    initialValues: { email: '', fullName: '', role: 'member' as AssignableRole },
  });

  const [isHeldBack, setIsHeldBack] = useState(false);

  const handleSubmit = form.handleSubmit((invitation) => {
    setIsHeldBack(false);
    inviteMember.mutate(invitation, {
      onSuccess: () => {
        toast.success(t('team.invite.sent', { email: invitation.email }));
        onDone();
      },
      onError: (error) => {
        // 423 (unverified email, no seat left) opens the verify or upgrade popup over this form.
        // The form stays open with what was typed, to send again once that is sorted.
        if (error instanceof ApiError && error.status === 423) setIsHeldBack(true);
        else form.showApiError(error);
      },
    });
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="off"
        inputMode="email"
        required
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        error={form.fieldErrors.email}
      />
      <TextField
        label={t('fields.fullName')}
        name="fullName"
        autoComplete="off"
        optionalText={t('fields.optional')}
        value={form.values.fullName}
        onValueChange={(value) => form.setValue('fullName', value)}
        error={form.fieldErrors.fullName}
      />
      <RadioCardGroup
        legend={t('fields.role')}
        name="role"
        options={[
          { value: 'member', label: t('roles.member'), description: t('team.invite.memberHint') },
          { value: 'guest', label: t('roles.guest'), description: t('team.invite.guestHint') },
        ]}
        value={form.values.role}
        onValueChange={(value) => form.setValue('role', value)}
        error={form.fieldErrors.role}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      {isHeldBack ? <FormAlert>{t('team.invite.heldBack')}</FormAlert> : null}
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <SubmitButton isPending={inviteMember.isPending}>{t('team.invite.submit')}</SubmitButton>
      </div>
    </form>
  );
}
