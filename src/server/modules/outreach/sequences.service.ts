import type {
  PreviewBody,
  Sequence,
  SequenceBody,
  SequencePreview,
} from '../../../common/api/outreach';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import { createMailboxesRepository } from './mailboxes.repository';
import { assertKnownFields, renderText } from './merge-fields';
import { fallbacksOf, loadMergeValues } from './merge-values';
import { toSequenceDto } from './outreach.dto';
import { OUTREACH_TEXT } from './outreach.text';
import { createSequencesRepository, type SequenceValues } from './sequences.repository';

/**
 * Sequences (SPEC `template-configurations`, `add-configuration`): steps with merge fields checked
 * against the built-in fields and the organization's custom fields when saved, and a preview
 * rendered for one of the organization's tracked creators.
 */
export function createSequencesService(deps: { db: Database }) {
  const repository = createSequencesRepository(deps.db);
  const mailboxes = createMailboxesRepository(deps.db);

  async function mailboxOf(caller: Caller, id: string) {
    const mailbox = await mailboxes.senderOf(caller.orgId, id);
    if (!mailbox) throw badRequest(OUTREACH_TEXT.chooseMailbox, 'mailboxId');
    return mailbox;
  }

  async function validated(caller: Caller, body: SequenceBody): Promise<SequenceValues> {
    await mailboxOf(caller, body.mailboxId);
    const fields = await repository.customFieldsOf(caller.orgId);
    assertKnownFields(
      body.steps,
      fields.map((field) => field.name),
    );
    return { name: body.name, mailboxId: body.mailboxId, steps: body.steps };
  }

  async function find(caller: Caller, id: string) {
    const row = await repository.findSequence(caller.orgId, id);
    if (!row) throw notFound(THING.sequence, id);
    return row;
  }

  return {
    async list(caller: Caller): Promise<{ items: Sequence[] }> {
      const rows = await repository.listSequences(caller.orgId);
      return { items: rows.map(toSequenceDto) };
    },

    get: async (caller: Caller, id: string): Promise<Sequence> =>
      toSequenceDto(await find(caller, id)),

    async create(caller: Caller, body: SequenceBody): Promise<Sequence> {
      const values = await validated(caller, body);
      return toSequenceDto(await repository.insertSequence(caller.orgId, values));
    },

    async update(caller: Caller, id: string, body: SequenceBody): Promise<Sequence> {
      await find(caller, id);
      const values = await validated(caller, body);
      return toSequenceDto(await repository.updateSequence(caller.orgId, id, values));
    },

    async remove(caller: Caller, id: string) {
      await find(caller, id);
      await repository.deleteSequence(caller.orgId, id);
    },

    /**
     * The steps as this creator would receive them (a field without a value takes its fallback),
     * and every tracked creator for whom a field would fall back.
     */
    async preview(caller: Caller, body: PreviewBody): Promise<SequencePreview> {
      const sender = body.mailboxId ? await mailboxOf(caller, body.mailboxId) : null;
      const creator = { profileId: body.profileId, campaignId: null };
      const values = (await loadMergeValues(repository, caller.orgId, [creator])).valuesFor(
        creator,
        sender?.fromName ?? null,
      );
      if (!values) throw notFound(THING.trackedProfile, body.profileId);
      const fields = await repository.customFieldsOf(caller.orgId);
      assertKnownFields(
        body.steps,
        fields.map((field) => field.name),
      );
      return {
        steps: body.steps.map((step) => ({
          subject: renderText(step.subject, values),
          body: renderText(step.body, values),
        })),
        fallbacks: await fallbacksOf(repository, caller.orgId, body.steps),
      };
    },
  };
}

export type SequencesService = ReturnType<typeof createSequencesService>;
