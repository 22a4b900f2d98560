import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { downloadInvoice, useAttachInvoice, useRemoveInvoice } from '../content-api';
import type { Payment } from '../types';

export type PaymentInvoiceProps = { campaignId: string; payment: Payment; isReadOnly: boolean };

/** The invoice of one payment: attach or replace it (with progress), download it, remove it. */
export function PaymentInvoice({ campaignId, payment, isReadOnly }: PaymentInvoiceProps) {
  const { t } = useTranslation();
  const attach = useAttachInvoice(campaignId);
  const remove = useRemoveInvoice(campaignId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  function handleFile(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    attach.mutate(
      { paymentId: payment._id, file, onProgress: setProgress },
      {
        onSuccess: () =>
          toast.success(t('campaigns.payments.invoiceAttached', { name: file.name })),
        onSettled: () => {
          setProgress(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {payment.invoiceName ? (
          <Button
            variant="secondary"
            aria-label={t('campaigns.payments.downloadInvoiceOf', { name: payment.invoiceName })}
            onClick={() => void downloadInvoice(payment).catch(() => {})}
          >
            {t('campaigns.payments.downloadInvoice')}
          </Button>
        ) : null}
        {isReadOnly ? null : (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid={`invoice-input-${payment._id}`}
              onChange={(event) => handleFile(event.target.files?.[0])}
            />
            <Button
              variant="secondary"
              isPending={attach.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {payment.invoiceName
                ? t('campaigns.payments.replaceInvoice')
                : t('campaigns.payments.attachInvoice')}
            </Button>
            {payment.invoiceName ? (
              <Button variant="ghost" onClick={() => setIsConfirming(true)}>
                {t('campaigns.payments.removeInvoice')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {progress !== null ? (
        <ProgressBar
          value={Math.round(progress * 100)}
          max={100}
          label={t('campaigns.payments.invoiceUploading')}
        />
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('campaigns.payments.removeInvoiceTitle')}
        description={payment.invoiceName ?? ''}
        confirmLabel={t('campaigns.remove')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(payment._id, { onSuccess: () => setIsConfirming(false) })}
      />
    </div>
  );
}
