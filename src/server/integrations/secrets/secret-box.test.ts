import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const material = () => Promise.resolve('an installation secret of enough length');

describe('secret box', () => {
  it('opens what it sealed, and the sealed form does not contain the secret', async () => {
    const box = createSecretBox(material, 'whitelabel-sender');
    const sealed = await box.seal('smtp://agency:p4ssw0rd@mail.agency.test:587');
    expect(sealed).not.toContain('p4ssw0rd');
    expect(await box.open(sealed)).toBe('smtp://agency:p4ssw0rd@mail.agency.test:587');
  });

  it('seals the same secret differently each time', async () => {
    const box = createSecretBox(material, 'whitelabel-sender');
    expect(await box.seal('same')).not.toBe(await box.seal('same'));
  });

  it('refuses a tampered value instead of returning garbage', async () => {
    const box = createSecretBox(material, 'whitelabel-sender');
    const [version, iv, tag, body] = (await box.seal('secret value')).split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    await expect(
      box.open([version, iv, tag, flipped.toString('base64url')].join('.')),
    ).rejects.toThrow();
  });

  it('cannot open a value sealed for another purpose or with another key', async () => {
    const sealed = await createSecretBox(material, 'whitelabel-sender').seal('secret');
    await expect(createSecretBox(material, 'oauth-tokens').open(sealed)).rejects.toThrow();
    const otherKey = createSecretBox(
      () => Promise.resolve('another installation'),
      'whitelabel-sender',
    );
    await expect(otherKey.open(sealed)).rejects.toThrow();
  });
});
