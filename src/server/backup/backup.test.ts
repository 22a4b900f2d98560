import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Config } from '../config';
import { sendControlCommand } from '../control/control-client';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createDiskStorage } from '../integrations/storage';
import { createLogger } from '../logger';
import { campaignFiles } from '../modules/campaigns';
import { lists } from '../modules/lists';
import { createRuntime, type Runtime } from '../runtime';
import { adminQuery, databaseUrlFor } from '../testing/databases';
import { createCampaign, type SignedIn, signUp } from '../testing/factories';
import { multipartForm } from '../testing/multipart-form';
import { testConfig } from '../testing/test-config';
import { createBackup, restoreBackup } from '.';

// A backup taken while 8 writers write, restored into a new data dir (PGlite) or a new database
// (PostgreSQL, when TEST_DATABASE_URL is set): what comes back is the source at one moment.

const serverUrl = process.env.TEST_DATABASE_URL;
const logger = createLogger('silent');
const WRITERS = 8;
const dirs: string[] = [];
const databases: string[] = [];

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A config on a fresh data dir and, on PostgreSQL, a fresh database (a copy of the template). */
async function freshTarget(fromTemplate: boolean): Promise<Config> {
  const dataDir = await tempDir('reachbase-backup-');
  if (!serverUrl) return testConfig(dataDir);
  const name = `reachbase_test_${randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? ` template ${inject('postgresTemplate')}` : '';
  await adminQuery(serverUrl, `create database ${name}${template}`);
  databases.push(name);
  return testConfig(dataDir, { DATABASE_URL: databaseUrlFor(serverUrl, name) });
}

/** The source app: its own data dir (and lock and control socket on PGlite), as `start` runs. */
async function startSource(config: Config): Promise<Runtime> {
  const database =
    config.database.kind === 'pglite'
      ? await openDatabase(
          {
            kind: 'pglite',
            dir: config.database.dir,
            loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
          },
          logger,
        )
      : await openDatabase(config.database, logger);
  return createRuntime({ config, logger, database });
}

function filesDirOf(config: Config): string {
  if (config.storage.kind !== 'disk') throw new Error('The test stores files on disk.');
  return config.storage.dir;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Per table of the public schema with an `id`: a digest of the rows with these ids. */
async function rowDigests(
  database: DatabaseHandle,
  idsByTable: Map<string, string[]>,
): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const [table, ids] of idsByTable) {
    const { rows } = await database.executeSql(
      `select md5(coalesce(string_agg(t::text, '|' order by t.id::text), '')) as digest
         from "${table}" t where t.id::text = any($1::text[])`,
      [ids],
    );
    digests.set(table, String(rows[0]?.digest));
  }
  return digests;
}

async function idsByTable(database: DatabaseHandle): Promise<Map<string, string[]>> {
  const { rows } = await database.executeSql(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' order by table_name`,
  );
  const result = new Map<string, string[]>();
  for (const row of rows) {
    const table = String(row.table_name);
    const ids = await database.executeSql(`select id::text as id from "${table}"`);
    result.set(
      table,
      ids.rows.map((id) => String(id.id)),
    );
  }
  return result;
}

type Written = { committed: number[]; sha256ByKey: Map<string, string> };

/**
 * 8 writers, each storing a file and then, in one transaction, a list and the campaign file row
 * naming that file, both called `w<writer>-<seq>`: until `stop` is set.
 */
function startWriters(source: Runtime, owner: SignedIn, campaignId: string) {
  const storage = createDiskStorage({ dir: filesDirOf(source.config) });
  const written: Written = { committed: Array(WRITERS).fill(0), sha256ByKey: new Map() };
  let stop = false;
  const orgId = owner.org.id;
  const running = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let seq = 0; !stop; seq++) {
      const name = `w${writer}-${seq}`;
      const key = `backup-test/${name}.bin`;
      const bytes = randomBytes(1024 + seq);
      await storage.put(key, bytes, { contentType: 'application/octet-stream' });
      written.sha256ByKey.set(key, sha256(bytes));
      await source.database.db.transaction(async (tx) => {
        await tx.insert(lists).values({ orgId, name });
        await tx.insert(campaignFiles).values({
          orgId,
          campaignId,
          kind: 'file',
          title: name,
          storageKey: key,
          fileName: `${name}.bin`,
          contentType: 'application/octet-stream',
          sizeBytes: bytes.length,
        });
      });
      written.committed[writer] = seq + 1;
    }
  });
  return {
    written,
    async stop() {
      stop = true;
      await Promise.all(running);
    },
  };
}

/** Sequence numbers per writer in names like `w3-17`. */
function seqsByWriter(names: string[]): number[][] {
  const result: number[][] = Array.from({ length: WRITERS }, () => []);
  for (const name of names) {
    const match = /^w(\d+)-(\d+)$/.exec(name);
    if (match) result[Number(match[1])].push(Number(match[2]));
  }
  return result.map((seqs) => seqs.sort((a, b) => a - b));
}

let source: Runtime;
let owner: SignedIn;
let archive: string;
let target: Config;
let committedBefore: number[];
let committedAfter: number[];
let written: Written;
let upload: { id: string; bytes: Buffer };

beforeAll(async () => {
  source = await startSource(await freshTarget(true));
  owner = await signUp(source, { plan: 'pro' });
  const campaignId = await createCampaign(source, owner);
  // One file uploaded the way a user does, to download from the restored app.
  const pdf = Buffer.from(`%PDF-1.7\n% ${randomBytes(16).toString('hex')}\n%%EOF\n`);
  const form = multipartForm([
    { name: 'campaignId', value: campaignId },
    { name: 'kind', value: 'brief' },
    { name: 'file', value: pdf, fileName: 'brief.pdf' },
  ]);
  const uploaded = await source.app.inject({
    method: 'POST',
    url: '/api/v1/customer/campaign/upload',
    payload: form.payload,
    headers: { ...form.headers, ...owner.headers },
  });
  expect(uploaded.statusCode).toBe(201);
  upload = { id: uploaded.json()._id, bytes: pdf };

  const writers = startWriters(source, owner, campaignId);
  written = writers.written;
  while (written.committed.some((count) => count < 5)) await sleep(10);
  const to = await tempDir('reachbase-archives-');
  const filesDir = filesDirOf(source.config);
  committedBefore = [...written.committed];
  if (source.database.dataDirLock) {
    // As `reachbase backup` does while a server holds the data dir: through its control socket.
    const response = await sendControlCommand(
      source.database.dataDirLock.dataDir,
      source.database.dataDirLock.holder,
      { command: 'backup', to, filesDir },
    );
    expect(response).toMatchObject({ ok: true });
  } else {
    const databaseUrl =
      source.config.database.kind === 'postgres' ? source.config.database.url : '';
    await createBackup({ database: source.database, to, filesDir, databaseUrl });
  }
  committedAfter = [...written.committed];
  await writers.stop();
  const [file] = (await readdir(to)).filter((name) => name.endsWith('.tar.gz'));
  archive = path.join(to, file);
  target = await freshTarget(false);
  await restoreBackup({ config: target, archive, force: false, logger });
}, 180_000);

afterAll(async () => {
  await source?.close();
  for (const name of databases) {
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
  }
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('backup while 8 writers write, restored', () => {
  it("holds each writer's transactions as a gap-free prefix, from before the backup on", async () => {
    const restored = await openDatabase(target.database, logger);
    try {
      const listNames = await restored.db.select({ name: lists.name }).from(lists);
      const fileTitles = await restored.db
        .select({ title: campaignFiles.title })
        .from(campaignFiles);
      const listSeqs = seqsByWriter(listNames.map((row) => row.name));
      const fileSeqs = seqsByWriter(fileTitles.map((row) => row.title ?? ''));
      for (let writer = 0; writer < WRITERS; writer++) {
        const count = listSeqs[writer].length;
        expect(listSeqs[writer]).toEqual(Array.from({ length: count }, (_, seq) => seq));
        // Both rows of a transaction, or neither.
        expect(fileSeqs[writer]).toEqual(listSeqs[writer]);
        expect(count).toBeGreaterThanOrEqual(committedBefore[writer]);
        expect(count).toBeLessThanOrEqual(committedAfter[writer] + 1);
      }
    } finally {
      await restored.close();
    }
  });

  it('restores every row exactly as the source has it', async () => {
    const restored = await openDatabase(target.database, logger);
    try {
      const ids = await idsByTable(restored);
      expect(ids.get('users')?.length).toBeGreaterThan(0);
      expect(ids.get('lists')?.length).toBeGreaterThanOrEqual(WRITERS * 5);
      expect(await rowDigests(restored, ids)).toEqual(await rowDigests(source.database, ids));
    } finally {
      await restored.close();
    }
  });

  it('restores every stored file the restored rows name, byte for byte', async () => {
    const restored = await openDatabase(target.database, logger);
    const storage = createDiskStorage({ dir: filesDirOf(target) });
    try {
      const rows = await restored.db.select({ key: campaignFiles.storageKey }).from(campaignFiles);
      expect(rows.length).toBeGreaterThan(WRITERS * 5);
      for (const { key } of rows) {
        const object = await storage.get(key!);
        expect(object, key!).not.toBeNull();
        const chunks: Buffer[] = [];
        for await (const chunk of object!.body) chunks.push(chunk as Buffer);
        const expected = written.sha256ByKey.get(key!);
        if (expected) expect(sha256(Buffer.concat(chunks)), key!).toBe(expected);
      }
    } finally {
      await restored.close();
    }
  });

  it('starts the restored app, which signs the same user in and serves the uploaded file', async () => {
    const restored = await createRuntime({ config: target, logger });
    try {
      const me = await restored.app.inject({
        method: 'GET',
        url: '/api/v1/customer/account/me',
        headers: owner.headers,
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().profile.email).toBe(owner.email);
      const file = await restored.app.inject({
        method: 'GET',
        url: `/api/v1/customer/campaign/file/${upload.id}`,
        headers: owner.headers,
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(upload.bytes)).toBe(true);
    } finally {
      await restored.close();
    }
  });
});

describe('restore refuses', () => {
  it('a target that is not empty, unless forced', async () => {
    await expect(restoreBackup({ config: target, archive, force: false, logger })).rejects.toThrow(
      /not empty: it holds .*(database|tables)/,
    );
  });

  /** An archive with this manifest (or none) and nothing else. */
  async function archiveWith(manifest: object | null): Promise<string> {
    const dir = await tempDir('reachbase-bad-archive-');
    await mkdir(path.join(dir, 'content'));
    await writeFile(path.join(dir, 'content', 'note.txt'), 'not a backup');
    if (manifest)
      await writeFile(path.join(dir, 'content', 'manifest.json'), JSON.stringify(manifest));
    const file = path.join(dir, 'archive.tar.gz');
    await create(
      { file, gzip: true, cwd: path.join(dir, 'content') },
      manifest ? ['note.txt', 'manifest.json'] : ['note.txt'],
    );
    return file;
  }

  it('an archive without a manifest, or from a newer migration level, and changes nothing', async () => {
    const noManifest = await archiveWith(null);
    await expect(
      restoreBackup({ config: target, archive: noManifest, force: true, logger }),
    ).rejects.toThrow(/not a Reachbase backup: it has no manifest.json/);
    const future = await archiveWith({
      format: 1,
      appVersion: '99.0.0',
      migrationLevel: '9999_from_the_future',
      databaseKind: target.database.kind,
      createdAt: new Date().toISOString(),
      storage: 'disk',
      fileCount: 0,
    });
    await expect(
      restoreBackup({ config: target, archive: future, force: true, logger }),
    ).rejects.toThrow(/at migration 9999_from_the_future, which this version .* does not know/);
    // Even forced, nothing was replaced: the restored database and files are still there.
    const restored = await openDatabase(target.database, logger);
    try {
      const rows = await restored.db.select({ name: lists.name }).from(lists);
      expect(rows.length).toBeGreaterThanOrEqual(WRITERS * 5);
    } finally {
      await restored.close();
    }
    expect((await stat(filesDirOf(target))).isDirectory()).toBe(true);
  });
});

describe('restore --force', () => {
  it('replaces the database and files already there with the archive', async () => {
    const restored = await openDatabase(target.database, logger);
    try {
      await restored.db.insert(lists).values({ orgId: owner.org.id, name: 'made after restore' });
    } finally {
      await restored.close();
    }
    const stray = path.join(filesDirOf(target), 'stray', 'file.bin');
    await mkdir(path.dirname(stray), { recursive: true });
    await writeFile(stray, 'not in the archive');

    const result = await restoreBackup({ config: target, archive, force: true, logger });
    expect(result.replaced.join(' ')).toMatch(/database|tables/);

    const again = await openDatabase(target.database, logger);
    try {
      const names = (await again.db.select({ name: lists.name }).from(lists)).map((r) => r.name);
      expect(names).not.toContain('made after restore');
      expect(names.length).toBeGreaterThanOrEqual(WRITERS * 5);
    } finally {
      await again.close();
    }
    await expect(stat(stray)).rejects.toThrow(/ENOENT/);
  });
});
