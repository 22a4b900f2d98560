// Secrets the product keeps for its users (a white-label sender's SMTP credentials, later mailbox
// passwords and OAuth tokens) are sealed with AES-256-GCM before they reach the database, so a
// leaked row or dump alone does not reveal them. GCM also authenticates: a tampered value fails
// to open instead of decrypting to garbage.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export type SecretBox = {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
};

/**
 * `keyMaterial` is the operator's SECRETS_KEY or, without it, the installation secret. Each
 * purpose gets its own key (HKDF), so a value sealed for one use cannot be opened as another.
 */
export function createSecretBox(keyMaterial: () => Promise<string>, purpose: string): SecretBox {
  let key: Promise<Buffer> | null = null;
  const keyFor = () => {
    key ??= keyMaterial().then((material) =>
      Buffer.from(hkdfSync('sha256', material, 'reachbase-secret-box', purpose, 32)),
    );
    key.catch(() => {
      key = null;
    });
    return key;
  };
  return {
    async seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', await keyFor(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
    },
    async open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', await keyFor(), decode(iv));
      decipher.setAuthTag(decode(tag));
      return Buffer.concat([decipher.update(decode(body)), decipher.final()]).toString('utf8');
    },
  };
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
const decode = (part: string) => Buffer.from(part, 'base64url');
