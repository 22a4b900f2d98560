import { useTranslation } from 'react-i18next';
import { useExportPreview } from '../api';
import { exportContactsNote } from '../export';
import type { DiscoverQuery } from '../filters';
import { useDebouncedValue } from '../use-debounced-value';

export type ExportContactsNoteProps = {
  query: DiscoverQuery;
  /** The typed row count; null while it is not a valid one. */
  profileCount: number | null;
};

/** Typing a row count asks the server once it settles, not per key. */
const COUNT_DEBOUNCE_MS = 400;

/**
 * Says which exported rows carry email and phone (those whose contacts the organization
 * unlocked), and how many of the rows asked for are such, as the server counts them.
 */
export function ExportContactsNote({ query, profileCount }: ExportContactsNoteProps) {
  const { t } = useTranslation();
  const settledCount = useDebouncedValue(profileCount, COUNT_DEBOUNCE_MS);
  const preview = useExportPreview(query, settledCount);
  const note =
    settledCount === null ? null : exportContactsNote(preview.data?.unlockedContacts, settledCount);

  return (
    <div className="flex flex-col gap-1 text-sm text-text-dark/75" aria-live="polite">
      <p>{t('discover.export.contactsRule')}</p>
      {note ? <p>{t(`discover.export.${note.key}`, note)}</p> : null}
    </div>
  );
}
