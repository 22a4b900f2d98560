import { describe, expect, it } from 'vitest';
import { assertKnownFields, firstNameOf, renderText } from './merge-fields';

describe('merge fields', () => {
  it('fills built-in and custom fields in any case, with a fallback for an empty value', () => {
    const values = { firstName: 'Maya', Budget: '€500', platform: 'instagram', senderName: null };
    expect(
      renderText(
        'Hi {{ firstName }}, {{budget}} for {{platform}}? {{senderName|The team}}',
        values,
      ),
    ).toBe('Hi Maya, €500 for instagram? The team');
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

  it('takes the first word of a name', () => {
    expect(firstNameOf('  Maya Lopez ')).toBe('Maya');
    expect(firstNameOf(null)).toBeNull();
  });
});
