import type { TFunction } from 'i18next';
import { stageLabel } from '../../../lib/product-labels';

/** What an action on a board entry did; the stage is the one it moved to, null for none. */
export type EntryDone =
  | { kind: 'replied' | 'restarted' | 'markSent' | 'send' }
  | { kind: 'stage'; stage: string | null };

/** The toast after an action on an entry: what happened to whom, and what the sequence does next. */
export function entryDoneText(t: TFunction, name: string, done: EntryDone): string {
  if (done.kind !== 'stage') return t(`outreach.entries.done.${done.kind}`, { name });
  if (done.stage === null) return t('outreach.entries.done.noStage', { name });
  return t('outreach.entries.done.stage', { name, stage: stageLabel(t, done.stage) });
}
