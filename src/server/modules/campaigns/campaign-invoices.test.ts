import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { MAX_INVOICE_BYTES } from './campaign-invoices.service';
import { campaignClient, form } from './campaigns.fixtures';
import { campaignPayments } from './campaigns.tables';

const kit = testKitForFile();
const api = campaignClient(kit);
const owner = signUpBeforeAll(kit, { plan: 'pro' });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

const invoiceUrl = (paymentId: string) => `/customer/campaign/payment/${paymentId}/invoice`;

function attach(who: SignedIn, paymentId: string, file: Buffer, fileName: string) {
  const body = form([{ name: 'file', value: file, fileName, contentType: 'application/pdf' }]);
  return kit.app.inject({
    method: 'POST',
    url: `/api/v1${invoiceUrl(paymentId)}`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
}

async function invoiceKeyOf(paymentId: string) {
  const [row] = await kit.database.db
    .select({ invoiceKey: campaignPayments.invoiceKey })
    .from(campaignPayments)
    .where(eq(campaignPayments.id, paymentId));
  return row?.invoiceKey ?? null;
}

/** A campaign with one payment; answers both ids. */
async function campaignWithPayment(who: SignedIn) {
  const campaign = await api.create(who);
  const paid = await api.act(who, campaign._id, {
    action: 'addPayment',
    amountMinor: 25_000,
    currency: 'EUR',
    status: 'paid',
  });
  const [payment] = paid.json().payments.items;
  return { campaignId: campaign._id as string, paymentId: payment._id as string };
}

describe('payment invoices', () => {
  it('attaches an invoice, downloads it under its name, replaces it and removes it', async () => {
    const { campaignId, paymentId } = await campaignWithPayment(owner);
    const before = (await api.get(owner, campaignId)).json().payments.items[0];
    expect(before).toMatchObject({ invoiceName: null, invoiceUrl: null });
    expect((await api.call('GET', invoiceUrl(paymentId), owner)).statusCode).toBe(404);

    const attached = await attach(owner, paymentId, PDF, 'Invoice März #12.pdf');
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({
      _id: paymentId,
      invoiceName: 'Invoice-Marz-12.pdf',
      invoiceUrl: `/api/v1${invoiceUrl(paymentId)}`,
    });
    const download = await api.call('GET', invoiceUrl(paymentId), owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Invoice-Marz-12.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const firstKey = (await invoiceKeyOf(paymentId))!;

    // A PNG sent with a PDF name and type is kept as what its bytes are.
    const replaced = await attach(owner, paymentId, PNG, 'scan.pdf');
    expect(replaced.json().invoiceName).toBe('scan.png');
    expect(await kit.services.storage.exists(firstKey)).toBe(false);
    const scan = await api.call('GET', invoiceUrl(paymentId), owner);
    expect(scan.headers['content-type']).toBe('image/png');
    expect(scan.rawPayload.equals(PNG)).toBe(true);
    const secondKey = (await invoiceKeyOf(paymentId))!;

    expect((await api.call('DELETE', invoiceUrl(paymentId), owner)).statusCode).toBe(204);
    expect(await kit.services.storage.exists(secondKey)).toBe(false);
    expect((await api.call('GET', invoiceUrl(paymentId), owner)).statusCode).toBe(404);
    expect((await api.call('DELETE', invoiceUrl(paymentId), owner)).statusCode).toBe(404);

    const detail = (await api.get(owner, campaignId)).json();
    expect(detail.payments.items[0]).toMatchObject({ invoiceName: null, amountMinor: 25_000 });
    const kinds = detail.activities.map((a: { kind: string }) => a.kind);
    expect(kinds.filter((kind: string) => kind === 'attachInvoice')).toHaveLength(2);
    expect(kinds).toContain('removeInvoice');
  });

  it('refuses other files (415), too large ones (413) and a form without a file (400)', async () => {
    const { paymentId } = await campaignWithPayment(owner);
    const script = await attach(owner, paymentId, Buffer.from('<svg onload="x()"/>'), 'bill.png');
    expect(script.statusCode).toBe(415);
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(MAX_INVOICE_BYTES, 32)]);
    expect((await attach(owner, paymentId, tooLarge, 'huge.pdf')).statusCode).toBe(413);
    const body = form([{ name: 'note', value: 'no file' }]);
    const noFile = await kit.app.inject({
      method: 'POST',
      url: `/api/v1${invoiceUrl(paymentId)}`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(noFile.json()).toMatchObject({ name: 'ValidationError', field: 'file' });
    expect(await invoiceKeyOf(paymentId)).toBeNull();
  });

  it('deletes the stored invoice with its payment and with its campaign', async () => {
    const first = await campaignWithPayment(owner);
    await attach(owner, first.paymentId, PDF, 'a.pdf');
    const firstKey = (await invoiceKeyOf(first.paymentId))!;
    const removed = await api.act(owner, first.campaignId, {
      action: 'removePayment',
      paymentId: first.paymentId,
    });
    expect(removed.statusCode).toBe(200);
    expect(await kit.services.storage.exists(firstKey)).toBe(false);

    const second = await campaignWithPayment(owner);
    await attach(owner, second.paymentId, PDF, 'b.pdf');
    const secondKey = (await invoiceKeyOf(second.paymentId))!;
    expect(
      (await api.call('DELETE', `/customer/campaign/${second.campaignId}`, owner)).statusCode,
    ).toBe(204);
    expect(await kit.services.storage.exists(secondKey)).toBe(false);
  });

  it("answers 404 for another organization's payment and 403 to guests changing one", async () => {
    const stranger = await kit.signUp({ plan: 'pro' });
    const guest = await kit.addMember(owner.org, 'guest');
    const { paymentId } = await campaignWithPayment(owner);
    await attach(owner, paymentId, PDF, 'ours.pdf');
    const key = await invoiceKeyOf(paymentId);

    expect((await attach(stranger, paymentId, PNG, 'theirs.png')).statusCode).toBe(404);
    expect((await api.call('GET', invoiceUrl(paymentId), stranger)).statusCode).toBe(404);
    expect((await api.call('DELETE', invoiceUrl(paymentId), stranger)).statusCode).toBe(404);
    expect((await api.call('GET', invoiceUrl('not-a-uuid'), owner)).statusCode).toBe(404);

    expect((await api.call('GET', invoiceUrl(paymentId), guest)).statusCode).toBe(200);
    expect((await attach(guest, paymentId, PNG, 'guest.png')).statusCode).toBe(403);
    expect((await api.call('DELETE', invoiceUrl(paymentId), guest)).statusCode).toBe(403);

    expect(await invoiceKeyOf(paymentId)).toBe(key);
    expect(await kit.services.storage.exists(key!)).toBe(true);
  });
});
