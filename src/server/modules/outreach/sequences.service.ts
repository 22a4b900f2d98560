import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { assertKnownFields, renderText } from './merge-fields';
import { customFieldsOf, loadMergeValues } from './merge-values';
import { outreachMailboxes, outreachSequences, type SequenceRow } from './outreach.tables';
import type { PreviewBody, SequenceBody } from './sequences.schemas';

function toDto(row: SequenceRow) {
  return {
    id: row.id,
    name: row.name,
    mailboxId: row.mailboxId,
    steps: row.steps,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Sequences (SPEC `template-configurations`, `add-configuration`): steps with merge fields checked
 * against the built-in fields and the organization's custom fields when saved, and a preview
 * rendered for one of the organization's tracked creators.
 */
export function createSequencesService(deps: { db: Database }) {
  const { db } = deps;

  async function mailboxOf(caller: Caller, id: string) {
    const [mailbox] = await db
      .select({ fromName: outreachMailboxes.fromName })
      .from(outreachMailboxes)
      .where(and(eq(outreachMailboxes.orgId, caller.orgId), eq(outreachMailboxes.id, id)));
    if (!mailbox) throw badRequest('Choose one of your mailboxes', 'mailboxId');
    return mailbox;
  }

  async function validated(caller: Caller, body: SequenceBody) {
    await mailboxOf(caller, body.mailboxId);
    const fields = await customFieldsOf(db, caller.orgId);
    assertKnownFields(
      body.steps,
      fields.map((field) => field.name),
    );
    return { name: body.name, mailboxId: body.mailboxId, steps: body.steps };
  }

  async function find(caller: Caller, id: string) {
    const [row] = await db
      .select()
      .from(outreachSequences)
      .where(and(eq(outreachSequences.orgId, caller.orgId), eq(outreachSequences.id, id)));
    if (!row) throw notFound('Sequence', id);
    return row;
  }

  return {
    async list(caller: Caller) {
      const rows = await db
        .select()
        .from(outreachSequences)
        .where(eq(outreachSequences.orgId, caller.orgId))
        .orderBy(asc(outreachSequences.createdAt));
      return { items: rows.map(toDto) };
    },

    get: async (caller: Caller, id: string) => toDto(await find(caller, id)),

    async create(caller: Caller, body: SequenceBody) {
      const values = await validated(caller, body);
      const [row] = await db
        .insert(outreachSequences)
        .values({ orgId: caller.orgId, ...values })
        .returning();
      return toDto(row);
    },

    async update(caller: Caller, id: string, body: SequenceBody) {
      await find(caller, id);
      const values = await validated(caller, body);
      const [row] = await db
        .update(outreachSequences)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(outreachSequences.orgId, caller.orgId), eq(outreachSequences.id, id)))
        .returning();
      return toDto(row);
    },

    async remove(caller: Caller, id: string) {
      await find(caller, id);
      await db
        .delete(outreachSequences)
        .where(and(eq(outreachSequences.orgId, caller.orgId), eq(outreachSequences.id, id)));
    },

    /** The steps as this creator would receive them; a field without a value takes its fallback. */
    async preview(caller: Caller, body: PreviewBody) {
      const sender = body.mailboxId ? await mailboxOf(caller, body.mailboxId) : null;
      const creator = { profileId: body.profileId, campaignId: null };
      const values = (await loadMergeValues(db, caller.orgId, [creator])).valuesFor(
        creator,
        sender?.fromName ?? null,
      );
      if (!values) throw notFound('Tracked profile', body.profileId);
      const fields = await customFieldsOf(db, caller.orgId);
      assertKnownFields(
        body.steps,
        fields.map((field) => field.name),
      );
      return {
        steps: body.steps.map((step) => ({
          subject: renderText(step.subject, values),
          body: renderText(step.body, values),
        })),
      };
    },
  };
}

export type SequencesService = ReturnType<typeof createSequencesService>;
