import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { multipartForm } from '../../testing/multipart-form';
import { type Json, profilesKitForFile } from '../../testing/profile-calls';

// Files attached to a tracked profile.

const { kit, owner, other, call, bank, track } = profilesKitForFile();

describe('attachments', () => {
  let profileId: string;
  beforeAll(async () => {
    const { ids } = await bank(1);
    profileId = (await track(ids[0])).profileId;
  });

  function upload(
    parts: { name: string; value: string | Buffer; fileName?: string }[],
    who: SignedIn = owner,
  ) {
    const { payload, headers } = multipartForm(parts);
    return kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/socialProfile/attachment',
      headers: { ...who.headers, ...headers },
      payload,
    });
  }

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('stores a PDF, lists it on the profile and serves it back', async () => {
    const response = await upload([
      { name: 'profileId', value: profileId },
      { name: 'title', value: 'Contract' },
      { name: 'file', value: pdf, fileName: 'contract.pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const attachment = response.json();
    expect(attachment).toMatchObject({ title: 'Contract', contentType: 'application/pdf' });
    const detail = await call('GET', `/customer/socialProfile/${profileId}`);
    expect(detail.json().attachments.map((a: Json) => a._id)).toEqual([attachment._id]);
    const download = await call('GET', `/customer/socialProfile/attachment/${attachment._id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('contract.pdf');
    const foreign = await call(
      'GET',
      `/customer/socialProfile/attachment/${attachment._id}`,
      other,
    );
    expect(foreign.statusCode).toBe(404);

    const renamed = await call('PUT', `/customer/socialProfile/${profileId}`, owner, {
      action: 'editAttachment',
      attachmentId: attachment._id,
      title: 'Signed contract',
    });
    expect(renamed.json().attachments[0].title).toBe('Signed contract');
    const removed = await call('PUT', `/customer/socialProfile/${profileId}`, owner, {
      action: 'removeAttachment',
      attachmentId: attachment._id,
    });
    expect(removed.json().attachments).toEqual([]);
    const gone = await call('GET', `/customer/socialProfile/attachment/${attachment._id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not an allowed type, whatever its name', async () => {
    const response = await upload([
      { name: 'profileId', value: profileId },
      { name: 'file', value: Buffer.from('MZ\x90\x00binary'), fileName: 'cv.pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().name).toBe('UnsupportedMediaType');
  });

  it('refuses a file above the size limit', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20)]);
    const response = await upload([
      { name: 'profileId', value: profileId },
      { name: 'file', value: big, fileName: 'big.pdf' },
    ]);
    expect(response.statusCode).toBe(413);
    const detail = await call('GET', `/customer/socialProfile/${profileId}`);
    expect(detail.json().attachments).toEqual([]);
  });

  it('needs a file and a profile of the organization', async () => {
    const noFile = await upload([{ name: 'profileId', value: profileId }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().field).toBe('file');
    const noProfile = await upload([{ name: 'file', value: pdf, fileName: 'a.pdf' }]);
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().field).toBe('profileId');
    const foreign = await upload(
      [
        { name: 'profileId', value: profileId },
        { name: 'file', value: pdf, fileName: 'a.pdf' },
      ],
      other,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
