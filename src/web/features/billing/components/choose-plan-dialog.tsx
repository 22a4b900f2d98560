import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { TextField } from '../../../components/ui/text-field';
import {
  type PlanChoice,
  type SavedCard,
  useConfirmSubscription,
  useSubscribeWithCard,
} from '../api';

const NEW_CARD = 'checkout';

export type ChoosePlanDialogProps = {
  choice: PlanChoice | null;
  planName: string;
  cards: SavedCard[];
  onClose: () => void;
  /** Pay with another card: Stripe Checkout. */
  onCheckout: (choice: PlanChoice) => void;
  /** The subscription exists; its plan arrives with Stripe's webhook. */
  onSubscribed: () => void;
};

/**
 * Buying a plan when a card is saved from an earlier payment: that card in one click (with a
 * promotion code), or another card through Checkout. When the bank asks for 3-D Secure, the
 * owner finishes on Stripe's invoice page in a new tab and comes back to confirm.
 */
export function ChoosePlanDialog(props: ChoosePlanDialogProps) {
  const { choice, planName, cards, onClose, onCheckout, onSubscribed } = props;
  const { t } = useTranslation();
  const preferred = cards.find((card) => card.isDefault) ?? cards[0];
  const [method, setMethod] = useState<string>(preferred?.id ?? NEW_CARD);
  const [promoCode, setPromoCode] = useState('');
  const subscribe = useSubscribeWithCard();
  const confirm = useConfirmSubscription();
  const pending = subscribe.data?.actionUrl ? subscribe.data : null;
  const stillWaiting = confirm.data && confirm.data.status !== 'active';

  function paid() {
    toast.success(t('plans.choosePlan.paid', { plan: planName }));
    onSubscribed();
  }

  function pay() {
    if (!choice) return;
    if (method === NEW_CARD) return onCheckout(choice);
    subscribe.mutate(
      {
        ...choice,
        paymentId: method,
        ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.actionUrl) window.open(result.actionUrl, '_blank', 'noopener');
          else paid();
        },
      },
    );
  }

  const options = [
    ...cards.map((card) => ({
      value: card.id,
      label: t('plans.choosePlan.savedCard', { brand: card.brand, last4: card.last4 }),
      description: t('plans.choosePlan.expires', { month: card.expMonth, year: card.expYear }),
    })),
    { value: NEW_CARD, label: t('plans.choosePlan.newCard') },
  ];

  return (
    <Dialog
      isOpen={choice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('plans.choosePlan.title', { plan: planName })}
      description={t('plans.choosePlan.description')}
      closeLabel={t('plans.close')}
      body={
        pending ? (
          <div className="flex flex-col gap-3 text-sm">
            <p>{t('plans.choosePlan.actionNeeded')}</p>
            <a
              href={pending.actionUrl ?? '#'}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-primary underline"
            >
              {t('plans.choosePlan.openPayment')}
            </a>
            {stillWaiting ? <FormAlert>{t('plans.choosePlan.notYet')}</FormAlert> : null}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <RadioCardGroup
              legend={t('plans.choosePlan.payWith')}
              name="payment-method"
              options={options}
              value={method}
              onValueChange={setMethod}
              columnsClassName="sm:grid-cols-1"
            />
            {method !== NEW_CARD ? (
              <TextField
                label={t('plans.choosePlan.promoCode')}
                optionalText={t('plans.choosePlan.optional')}
                value={promoCode}
                onValueChange={setPromoCode}
                error={subscribe.error?.message}
                maxLength={64}
              />
            ) : null}
          </div>
        )
      }
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('plans.change.back')}</Button>
      </DialogClose>
      {pending ? (
        <Button
          isPending={confirm.isPending}
          onClick={() =>
            confirm.mutate(pending.subscriptionId, {
              onSuccess: (result) => {
                if (result.status === 'active') paid();
              },
            })
          }
        >
          {t('plans.choosePlan.finished')}
        </Button>
      ) : (
        <Button isPending={subscribe.isPending} onClick={pay}>
          {method === NEW_CARD ? t('plans.choosePlan.toCheckout') : t('plans.choosePlan.pay')}
        </Button>
      )}
    </Dialog>
  );
}
