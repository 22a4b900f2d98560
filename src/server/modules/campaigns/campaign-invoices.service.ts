import type { Readable } from 'node:stream';
import type { PaymentDto } from '../../../common/api/campaign-payments';
import type { Caller } from '../../http/access';
import { notFound, unsupportedMediaType } from '../../http/errors';
import { ERROR_TEXT } from '../../http/errors.text';
import { THING } from '../../http/things.text';
import { type Storage, storeThenSave } from '../../integrations/storage';
import { CAMPAIGN_ACTIVITY_TEXT } from './campaign-activity.text';
import {
  INVOICE_TYPE_NAMES,
  INVOICE_TYPES,
  invoiceExtension,
  invoiceOfKey,
  newInvoiceKey,
} from './campaign-invoice-key';
import type { ActivityLog } from './campaign-support';
import { toPaymentDto } from './campaigns.dto';
import type { CampaignsRepository, PaymentRow } from './campaigns.repository';

/** An invoice is a document or a scan of one; 20 MB is plenty for either. */
export const MAX_INVOICE_BYTES = 20 * 1024 * 1024;
export { INVOICE_TYPE_NAMES };

/** The invoice attached to a campaign payment (issue #6 "invoice attachment"). */
export function createCampaignInvoicesService(deps: {
  repository: CampaignsRepository;
  log: ActivityLog;
  storage: Storage;
}) {
  const { repository, log, storage } = deps;

  async function getPaymentOrThrow(orgId: string, paymentId: string): Promise<PaymentRow> {
    const payment = await repository.findPayment(orgId, paymentId);
    if (!payment) throw notFound(THING.payment, paymentId);
    return payment;
  }

  return {
    /** Stores the file and attaches it, replacing (and deleting) the invoice there was. */
    async attach(
      caller: Caller,
      paymentId: string,
      file: { fileName: string; data: Buffer },
    ): Promise<PaymentDto> {
      const payment = await getPaymentOrThrow(caller.orgId, paymentId);
      const extension = invoiceExtension(file.data);
      if (!extension) throw unsupportedMediaType(ERROR_TEXT.attach({ types: INVOICE_TYPES }));
      const key = newInvoiceKey(payment, file.fileName, extension);
      const contentType = invoiceOfKey(key).contentType;
      const replaced = await storeThenSave(
        storage,
        { key, data: file.data, contentType },
        async () => {
          const result = await repository.replaceInvoiceKey(caller.orgId, payment.id, key);
          if (!result) throw notFound(THING.payment, paymentId);
          return result;
        },
      );
      if (replaced.previous) await storage.delete(replaced.previous);
      const invoice = { file: invoiceOfKey(key).fileName };
      await log(
        caller,
        payment.campaignId,
        'attachInvoice',
        replaced.previous
          ? CAMPAIGN_ACTIVITY_TEXT.invoiceReplaced(invoice)
          : CAMPAIGN_ACTIVITY_TEXT.invoiceAttached(invoice),
      );
      return toPaymentDto({ ...payment, invoiceKey: key });
    },

    async download(
      caller: Caller,
      paymentId: string,
    ): Promise<{ body: Readable; contentType: string; size: number; fileName: string }> {
      const payment = await getPaymentOrThrow(caller.orgId, paymentId);
      const stored = payment.invoiceKey ? await storage.get(payment.invoiceKey) : null;
      if (!payment.invoiceKey || !stored) throw notFound(THING.invoice, paymentId);
      return { ...stored, ...invoiceOfKey(payment.invoiceKey) };
    },

    async remove(caller: Caller, paymentId: string): Promise<void> {
      const payment = await getPaymentOrThrow(caller.orgId, paymentId);
      if (!payment.invoiceKey) throw notFound(THING.invoice, paymentId);
      const replaced = await repository.replaceInvoiceKey(caller.orgId, payment.id, null);
      if (replaced?.previous) await storage.delete(replaced.previous);
      await log(caller, payment.campaignId, 'removeInvoice', CAMPAIGN_ACTIVITY_TEXT.invoiceRemoved);
    },
  };
}

export type CampaignInvoicesService = ReturnType<typeof createCampaignInvoicesService>;
