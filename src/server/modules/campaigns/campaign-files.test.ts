import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { campaignClient, form } from './campaigns.fixtures';
import { campaignFiles } from './campaigns.tables';

const kit = testKitForFile();
const api = campaignClient(kit);
const owner = signUpBeforeAll(kit, { plan: 'pro' });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The first bytes of an MP4 (ftyp box, brand isom). */
const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(64, 1),
]);

function upload(who: SignedIn, parts: Parameters<typeof form>[0]) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/campaign/upload',
    ...form(parts),
    headers: { ...form(parts).headers, ...who.headers },
  });
}

async function fileRow(fileId: string) {
  const [row] = await kit.database.db
    .select()
    .from(campaignFiles)
    .where(eq(campaignFiles.id, fileId));
  return row;
}

describe('campaign files', () => {
  it('uploads a brief, downloads it, changes its rights and deletes it from storage', async () => {
    const campaign = await api.create(owner);
    const uploaded = await upload(owner, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'brief' },
      { name: 'title', value: 'Creative brief' },
      { name: 'file', value: PDF, fileName: 'brief.pdf' },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({
      kind: 'brief',
      title: 'Creative brief',
      fileName: 'brief.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      usageRights: 'none',
      url: null,
    });

    const download = await api.call('GET', `/customer/campaign/file/${file._id}`, owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const changed = await api.call('PUT', `/customer/campaign/file/${file._id}`, owner, {
      usageRights: 'granted',
    });
    expect(changed.json()).toMatchObject({ usageRights: 'granted', title: 'Creative brief' });

    const detail = (await api.get(owner, campaign._id)).json();
    expect(detail.files).toEqual([
      expect.objectContaining({ _id: file._id, usageRights: 'granted' }),
    ]);
    const key = (await fileRow(file._id)).storageKey!;
    expect(await kit.services.storage.exists(key)).toBe(true);

    expect(
      (await api.call('DELETE', `/customer/campaign/file/${file._id}`, owner)).statusCode,
    ).toBe(204);
    expect(await fileRow(file._id)).toBeUndefined();
    expect(await kit.services.storage.exists(key)).toBe(false);
    expect(detail.activities.map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['upload', 'updateFile']),
    );
  });

  it('takes UGC videos by their bytes and refuses a disguised file (415)', async () => {
    const campaign = await api.create(owner);
    const { profileId } = await api.track(owner);
    const video = await upload(owner, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'ugc' },
      { name: 'profileId', value: profileId },
      { name: 'usageRights', value: 'requested' },
      { name: 'file', value: MP4, fileName: 'clip.mp4' },
    ]);
    expect(video.statusCode).toBe(201);
    expect(video.json()).toMatchObject({
      kind: 'ugc',
      contentType: 'video/mp4',
      profileId,
      usageRights: 'requested',
    });

    const disguised = await upload(owner, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'file' },
      { name: 'file', value: Buffer.from('#!/bin/sh\necho hi\n'), fileName: 'photo.png' },
    ]);
    expect(disguised.statusCode).toBe(415);
    const noFile = await upload(owner, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'file' },
    ]);
    expect(noFile.json()).toMatchObject({ name: 'ValidationError', field: 'file' });
    const badKind = await upload(owner, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'poster' },
      { name: 'file', value: PDF, fileName: 'a.pdf' },
    ]);
    expect(badKind.json()).toMatchObject({ name: 'ValidationError', field: 'kind' });
  });

  it('says why a file is refused in German to a user who chose German', async () => {
    const campaign = await api.create(owner);
    const inGerman = (parts: Parameters<typeof form>[0]) =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/customer/campaign/upload',
        ...form(parts),
        headers: { ...form(parts).headers, ...owner.headers, cookie: 'NEXT_LOCALE=de' },
      });
    const script = [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'file' },
      { name: 'file', value: Buffer.from('#!/bin/sh\necho hi\n'), fileName: 'photo.png' },
    ];
    expect((await upload(owner, script)).json().message).toBe(
      'Upload PDF, an image, a Word/Excel/PowerPoint file, CSV or text, or an MP4, QuickTime or WebM video',
    );
    expect((await inGerman(script)).json().message).toBe(
      'Laden Sie PDF, ein Bild, eine Word-, Excel- oder PowerPoint-Datei, CSV oder Text oder ein MP4-, QuickTime- oder WebM-Video hoch',
    );
    const badKind = await inGerman([
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'poster' },
      { name: 'file', value: PDF, fileName: 'a.pdf' },
    ]);
    expect(badKind.json()).toMatchObject({
      field: 'kind',
      message: expect.stringMatching(/^Ungültig/),
    });
  });

  it('links UGC by URL', async () => {
    const campaign = await api.create(owner);
    const linked = await api.call('POST', '/customer/campaign/ugc-link', owner, {
      campaignId: campaign._id,
      url: 'https://drive.example.com/ugc/1',
      title: 'Unboxing',
      usageRights: 'granted',
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({
      kind: 'ugc',
      url: 'https://drive.example.com/ugc/1',
      downloadUrl: null,
      usageRights: 'granted',
    });
    // Linked UGC has no bytes here to download.
    expect(
      (await api.call('GET', `/customer/campaign/file/${linked.json()._id}`, owner)).statusCode,
    ).toBe(404);
    const bad = await api.call('POST', '/customer/campaign/ugc-link', owner, {
      campaignId: campaign._id,
      url: 'file:///etc/passwd',
    });
    expect(bad.json()).toMatchObject({ name: 'ValidationError', field: 'url' });
  });

  it('removes stored files with their campaign', async () => {
    const campaign = await api.create(owner);
    const uploaded = await upload(owner, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'file' },
      { name: 'file', value: PDF, fileName: 'contract.pdf' },
    ]);
    const key = (await fileRow(uploaded.json()._id)).storageKey!;
    expect((await api.call('DELETE', `/customer/campaign/${campaign._id}`, owner)).statusCode).toBe(
      204,
    );
    expect(await kit.services.storage.exists(key)).toBe(false);
  });

  it("answers 404 for another organization's campaign and files, changing nothing", async () => {
    const stranger = await kit.signUp({ plan: 'pro' });
    const guest = await kit.addMember(owner.org, 'guest');
    const campaign = await api.create(owner);
    const uploaded = await upload(owner, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'brief' },
      { name: 'file', value: PDF, fileName: 'brief.pdf' },
    ]);
    const fileId = uploaded.json()._id;

    const intoTheirs = await upload(stranger, [
      { name: 'campaignId', value: campaign._id },
      { name: 'kind', value: 'brief' },
      { name: 'file', value: PDF, fileName: 'x.pdf' },
    ]);
    expect(intoTheirs.statusCode).toBe(404);
    const linkIntoTheirs = await api.call('POST', '/customer/campaign/ugc-link', stranger, {
      campaignId: campaign._id,
      url: 'https://example.com/x',
    });
    expect(linkIntoTheirs.statusCode).toBe(404);
    expect((await api.call('GET', `/customer/campaign/file/${fileId}`, stranger)).statusCode).toBe(
      404,
    );
    expect(
      (await api.call('PUT', `/customer/campaign/file/${fileId}`, stranger, { title: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/customer/campaign/file/${fileId}`, stranger)).statusCode,
    ).toBe(404);
    // Guests read files but cannot change them.
    expect((await api.call('GET', `/customer/campaign/file/${fileId}`, guest)).statusCode).toBe(
      200,
    );
    expect((await api.call('DELETE', `/customer/campaign/file/${fileId}`, guest)).statusCode).toBe(
      403,
    );

    const row = await fileRow(fileId);
    expect(row).toMatchObject({ title: null, fileName: 'brief.pdf' });
    expect(await kit.services.storage.exists(row.storageKey!)).toBe(true);
    expect(
      await kit.database.db
        .select()
        .from(campaignFiles)
        .where(eq(campaignFiles.orgId, stranger.org.id)),
    ).toEqual([]);
  });
});
