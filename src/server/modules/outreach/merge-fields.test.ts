import { describe, expect, it } from 'vitest';
import { assertKnownFields, fallingBackIn, personFirstName, renderText } from './merge-fields';

describe('merge fields', () => {
  it('fills built-in and custom fields in any case, with a fallback for an empty value', () => {
    const values = { firstName: 'Maya', Budget: '€500', platform: 'Instagram', senderName: null };
    expect(
      renderText(
        'Hi {{ firstName }}, {{budget}} for {{platform}}? {{senderName|The team}}',
        values,
      ),
    ).toBe('Hi Maya, €500 for Instagram? The team');
    expect(renderText('Hi {{firstName|there}}', { firstName: '  ' })).toBe('Hi there');
    expect(renderText('No fields {here}', values)).toBe('No fields {here}');
  });

  it('names the first unknown field and where it is', () => {
    const steps = [
      { subject: 'Hello {{firstName}}', body: 'About {{Budget}}' },
      { subject: 'Following up', body: 'Hi {{nickname}}, {{username}}' },
    ];
    expect(() => assertKnownFields(steps, ['Budget'])).toThrow(
      expect.objectContaining({
        statusCode: 400,
        field: 'steps.1.body',
        message: expect.stringMatching(/^Unknown merge field nickname in step 2/),
      }),
    );
    expect(() => assertKnownFields(steps.slice(0, 1), ['budget'])).not.toThrow();
    expect(() => assertKnownFields(steps.slice(0, 1), [])).toThrow(
      /Unknown merge field Budget in step 1/,
    );
  });

  it("uses a person's first name, never a brand's or a category word", () => {
    const person = (name: string | null, categories: string[] = []) =>
      personFirstName({ name, accountType: 'creator', categories });
    expect(
      personFirstName({ name: ' Anna  Schmidt ', accountType: 'personal', categories: [] }),
    ).toBe('Anna');
    expect(person('Luis de la Cruz')).toBe('Luis');
    expect(person('Jean-Luc Picard')).toBe('Jean-Luc');
    expect(person('Zoë Müller')).toBe('Zoë');
    // A business account is never greeted by name, whatever it is called.
    expect(
      personFirstName({ name: 'Anna Schmidt', accountType: 'business', categories: [] }),
    ).toBeNull();
    expect(
      personFirstName({ name: 'Travel', accountType: null, categories: ['travel'] }),
    ).toBeNull();
    // One word may be a brand; category and brand words never are a first name.
    expect(person('Anna')).toBeNull();
    expect(person('Fashion Diaries', ['fashion'])).toBeNull();
    expect(person('Wander Stories', ['wander'])).toBeNull();
    expect(person('Urban Threads Studio')).toBeNull();
    expect(person('FITNESS WITH MAX')).toBeNull();
    expect(person('anna schmidt')).toBeNull();
    expect(person('Anna 🌸 Schmidt')).toBeNull();
    expect(person(null)).toBeNull();
  });

  it('names the fields a text uses that have no value, once each', () => {
    const values = { firstName: null, username: 'anna', Budget: ' ' };
    expect(
      fallingBackIn(['Hi {{firstName|there}}', '{{username}} {{budget}} {{FirstName}}'], values),
    ).toEqual(['firstName', 'budget']);
    expect(fallingBackIn(['No fields'], values)).toEqual([]);
  });
});
