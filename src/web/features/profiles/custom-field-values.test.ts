import { describe, expect, it } from 'vitest';
import { draftToUpdate, valueToDraft } from './custom-field-values';
import type { CustomField } from './types';

const field = (type: CustomField['type']): CustomField => ({
  _id: 'f1',
  name: 'Field',
  type,
  options: [],
  categoryId: null,
  position: 0,
});

describe('custom field drafts', () => {
  it('sends nothing when the value did not change', () => {
    expect(draftToUpdate(field('text'), ' Gold ', 'Gold')).toBeNull();
    expect(draftToUpdate(field('number'), '12', 12)).toBeNull();
    expect(draftToUpdate(field('text'), '', null)).toBeNull();
  });

  it('clears an emptied field, since nulls are stripped from bodies', () => {
    expect(draftToUpdate(field('text'), '  ', 'Gold')).toEqual({
      action: 'updateSystemFields',
      clear: ['f1'],
    });
  });

  it('sends numbers as numbers and skips what is not one', () => {
    expect(draftToUpdate(field('number'), '1500', null)).toEqual({
      action: 'updateSystemFields',
      customFields: { f1: 1500 },
    });
    expect(draftToUpdate(field('number'), '1e', null)).toBeNull();
  });

  it('shows stored values as text', () => {
    expect(valueToDraft(12.5)).toBe('12.5');
    expect(valueToDraft(null)).toBe('');
    expect(valueToDraft(undefined)).toBe('');
  });
});
