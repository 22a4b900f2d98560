import { badRequest } from '../../http/errors';
import type { CustomFieldRow } from './profiles.tables';
import { PROFILE_TEXT } from './profiles.text';

type Value = string | number | null;

/**
 * Checks values typed into custom fields against each field's type; returns them normalized.
 * An unknown id (or one of another organization) is refused on that field's key.
 */
export function validateCustomValues(
  fields: CustomFieldRow[],
  values: Record<string, Value>,
): Record<string, Value> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const checked: Record<string, Value> = {};
  for (const [id, value] of Object.entries(values)) {
    const field = byId.get(id);
    const key = `customFields.${id}`;
    if (!field) throw badRequest(PROFILE_TEXT.noSuchCustomField, key);
    checked[id] = value === null || value === '' ? null : checkValue(field, value, key);
  }
  return checked;
}

function checkValue(field: CustomFieldRow, value: string | number, key: string): string | number {
  switch (field.type) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(n))
        throw badRequest(PROFILE_TEXT.valueNotNumber({ field: field.name }), key);
      return n;
    }
    case 'date': {
      const text = String(value).trim();
      const valid =
        /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
      if (!valid) throw badRequest(PROFILE_TEXT.valueNotDate({ field: field.name }), key);
      return text;
    }
    case 'url': {
      const text = String(value).trim();
      if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
        throw badRequest(PROFILE_TEXT.valueNotLink({ field: field.name }), key);
      }
      return text;
    }
    case 'select': {
      const option = field.options.find(
        (o) => o.toLowerCase() === String(value).trim().toLowerCase(),
      );
      if (!option) {
        const options = field.options.join(', ');
        throw badRequest(PROFILE_TEXT.valueNotOption({ field: field.name, options }), key);
      }
      return option;
    }
    default:
      return String(value).trim();
  }
}
