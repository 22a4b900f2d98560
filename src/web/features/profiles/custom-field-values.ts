// A custom field's value as an input holds it (text) and as the API takes it.

import type { CustomField, CustomFieldValue, ProfileAction } from './types';

export function valueToDraft(value: CustomFieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The profile action that saves or clears one custom field. */
export type FieldUpdate = Extract<ProfileAction, { action: 'updateSystemFields' }>;

/**
 * The update for a draft, or null when nothing changed or the draft is not a value of the field's
 * type (a number field left half-typed). An emptied field is cleared: nulls are stripped from bodies.
 */
export function draftToUpdate(
  field: CustomField,
  draft: string,
  current: CustomFieldValue | undefined,
): FieldUpdate | null {
  const trimmed = draft.trim();
  if (trimmed === valueToDraft(current).trim()) return null;
  if (trimmed === '') return { action: 'updateSystemFields', clear: [field._id] };
  if (field.type === 'number') {
    const parsed = Number(trimmed);
    if (!Number.isFinite(parsed)) return null;
    return { action: 'updateSystemFields', customFields: { [field._id]: parsed } };
  }
  return { action: 'updateSystemFields', customFields: { [field._id]: trimmed } };
}
