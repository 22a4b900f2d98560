import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useProfileAction } from '../api';
import type { ProfileSectionProps } from '../types';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { DetailSection } from './detail-section';

export type CouponsSectionProps = ProfileSectionProps;

export function CouponsSection({ profile, isReadOnly }: CouponsSectionProps) {
  const { t } = useTranslation();
  const action = useProfileAction(profile.profileId);
  const remove = useProfileAction(profile.profileId);
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.isPending) return;
    if (!code.trim()) {
      setError(t('profiles.coupons.codeRequired'));
      return;
    }
    setError(undefined);
    action.mutate(
      {
        action: 'addCoupon',
        code: code.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('profiles.coupons.added'));
          setCode('');
          setDescription('');
        },
      },
    );
  }

  return (
    <DetailSection title={t('profiles.coupons.title')}>
      {profile.coupons.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('profiles.coupons.empty')}</p>
      ) : (
        <ul className="flex flex-col">
          {profile.coupons.map((coupon) => (
            <li
              key={coupon._id}
              className="flex items-center gap-2 border-t border-text-dark/10 py-1 first:border-t-0"
            >
              <span className="min-w-0 flex-1 text-sm">
                <code className="rounded bg-app-background px-1.5 py-0.5 font-semibold">
                  {coupon.code}
                </code>
                {coupon.description ? (
                  <span className="ml-2 text-text-dark/70">{coupon.description}</span>
                ) : null}
              </span>
              {isReadOnly ? null : (
                <ConfirmRemoveButton
                  label={t('profiles.coupons.remove', { code: coupon.code })}
                  title={t('profiles.coupons.removeTitle', { code: coupon.code })}
                  description={t('profiles.coupons.removeDescription')}
                  isPending={remove.isPending}
                  onConfirm={(done) =>
                    remove.mutate(
                      { action: 'removeCoupon', couponId: coupon._id },
                      { onSuccess: done },
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {isReadOnly ? null : (
        <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-wrap items-start gap-2">
          <TextField
            label={t('profiles.coupons.code')}
            value={code}
            onValueChange={setCode}
            error={error}
            maxLength={60}
            autoComplete="off"
            className="min-w-32 flex-1"
          />
          <TextField
            label={t('profiles.coupons.description')}
            optionalText={t('profiles.detail.optional')}
            value={description}
            onValueChange={setDescription}
            maxLength={300}
            className="min-w-48 flex-[2]"
          />
          <Button isSubmit isPending={action.isPending} className="mt-7">
            {t('profiles.coupons.add')}
          </Button>
        </form>
      )}
    </DetailSection>
  );
}
