// The shared contract's checks carry keys, not sentences (the web bundle imports them): every key
// is defined, and the API says it in the reader's language, word for word as before in English.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../../common/api/fields';
import { createTestKit, type TestKit } from '../../testing/kit';
import { textByKey } from './text';
import { VALIDATION_TEXT } from './validation.text';
import { zodIssueMessage } from './zod-text';

// Texts are defined in `*.text.ts` files; loading them all fills the registry.
await Promise.all(Object.values(import.meta.glob('../../**/*.text.ts')).map((load) => load()));

const CONTRACT = path.resolve(import.meta.dirname, '../../../common/api');
const KEY = /'((?:validation|lists|campaigns|handler)\.\w+)'/g;

async function contractKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const file of await readdir(CONTRACT)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = await readFile(path.join(CONTRACT, file), 'utf8');
    for (const [, key] of source.matchAll(KEY)) keys.add(key);
  }
  return keys;
}

describe('the shared contract’s check messages', () => {
  it('are keys of defined texts, and every validation text is used', async () => {
    const keys = await contractKeys();
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((key) => !textByKey(key))).toEqual([]);
    const unused = Object.keys(VALIDATION_TEXT)
      .map((name) => `validation.${name}`)
      .filter((key) => !keys.has(key) && key !== 'validation.invalidType');
    expect(unused).toEqual([]);
  });
});

describe('a check parsed outside the request pipeline', () => {
  it('is said with its parts, like an answered one', () => {
    const [issue] = isoDay.safeParse('0000-06-01').error?.issues ?? [];
    expect(issue.message).toBe('validation.yearRange');
    const message = zodIssueMessage(issue);
    expect(message.in('en')).toBe('must be between the years 1 and 9999');
    expect(message.in('de')).toBe('muss zwischen den Jahren 1 und 9999 liegen');
  });
});

describe('a check of the shared contract, answered', () => {
  let kit: TestKit;
  beforeAll(async () => {
    kit = await createTestKit();
  });
  afterAll(() => kit.close());

  const usage = (headers: Record<string, string>) =>
    kit.app.inject({ method: 'GET', url: '/api/v1/customer/account/usage?fields=nope', headers });

  it('says its sentence with its parts in English as before, and in German', async () => {
    const user = await kit.signUp();
    const english = await usage(user.headers);
    expect(english.statusCode).toBe(400);
    expect(english.json().fields[0].message).toMatch(/^Unknown metric nope; use \w+, /);

    const german = await usage({ ...user.headers, cookie: 'NEXT_LOCALE=de' });
    expect(german.json().fields[0].message).toMatch(/^Unbekannte Kennzahl nope; verwenden Sie \w+/);
    expect(german.json().message).not.toContain('validation.');
  });

  it('says a check without parts in both languages', async () => {
    const image = (headers: Record<string, string>) =>
      kit.app.inject({
        method: 'GET',
        url: '/api/v1/media/image?url=https%3A%2F%2Fexample.com%2Fa.png&w=256&q=500',
        headers,
      });
    expect((await image({})).json().fields[0]).toEqual({
      field: 'q',
      message: 'q must be a whole number from 1 to 100',
    });
    expect((await image({ cookie: 'NEXT_LOCALE=de' })).json().fields[0].message).toBe(
      'q muss eine ganze Zahl von 1 bis 100 sein',
    );
  });
});
