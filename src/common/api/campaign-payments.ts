import { z } from 'zod';
import { currency, id, NOTE_MAX } from './campaign-fields';
import { isoDay } from './fields';

// Payments to a campaign's influencers (integer minor units with a currency) and their invoices.

export const PAYMENT_STATUSES = ['pending', 'scheduled', 'paid', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PAYMENT_METHOD_MAX = 80;

// ---- responses --------------------------------------------------------------------------------

export const paymentSchema = z.object({
  _id: z.string(),
  profileId: z.string().nullable(),
  amountMinor: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string().nullable(),
  dueOn: z.string().nullable(),
  paidOn: z.string().nullable(),
  note: z.string().nullable(),
  invoiceName: z.string().nullable().describe('The attached invoice, null without one'),
  invoiceUrl: z.string().nullable().describe('Where the invoice downloads from'),
  createdAt: z.string(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

export const paymentTotalsSchema = z.object({
  currency: z.string(),
  paidMinor: z.number(),
  scheduledMinor: z.number(),
  pendingMinor: z.number(),
  cancelledMinor: z.number(),
  spendMinor: z.number().describe('paid + scheduled'),
});

// ---- requests ---------------------------------------------------------------------------------

export const paymentParams = z.strictObject({ paymentId: id });

/** The fields of the addPayment action of PUT /customer/campaign/{id}; editPayment's, optional. */
export const paymentFields = {
  profileId: id.nullable().optional(),
  amountMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency,
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.string().trim().max(PAYMENT_METHOD_MAX).nullable().optional(),
  dueOn: isoDay.nullable().optional(),
  paidOn: isoDay.nullable().optional(),
  note: z.string().trim().max(NOTE_MAX).nullable().optional(),
};

/** The text fields of the invoice upload: none, the file travels alone. */
export const invoiceUploadFields = z.strictObject({});
