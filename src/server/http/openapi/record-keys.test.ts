import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spellOutRecordKeys } from './record-keys';

describe('spellOutRecordKeys', () => {
  it('gives each required key of a record over an enum the value schema as its property', () => {
    const schema = z.toJSONSchema(z.record(z.enum(['lists', 'campaigns']), z.number()));
    spellOutRecordKeys(schema);
    expect(schema).toMatchObject({
      required: ['lists', 'campaigns'],
      properties: { lists: { type: 'number' }, campaigns: { type: 'number' } },
      additionalProperties: { type: 'number' },
    });
  });

  it('keeps the properties an object defines itself', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
      additionalProperties: false,
    };
    spellOutRecordKeys(schema);
    expect(schema.properties).toEqual({ name: { type: 'string' } });
  });
});
