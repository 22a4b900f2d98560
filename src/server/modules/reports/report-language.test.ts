// A German reader gets the audit report in German: the PDF's every heading, label and note, and
// on the page the sentences the report wrote when it was computed (method notes, signal details).

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';

const run = promisify(execFile);
let kit: TestKit;
let dir: string;
beforeAll(async () => {
  kit = await createTestKit();
  dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-report-language-'));
});
afterAll(async () => {
  await kit.close();
  await rm(dir, { recursive: true, force: true });
});

const GERMAN = { cookie: 'NEXT_LOCALE=de' };

function get(url: string, headers: Record<string, string> = {}) {
  return kit.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

async function pdfText(body: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, body);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe('the audit report in German', () => {
  it('writes the PDF in German: headings, labels, notes, numbers and dates', async () => {
    const response = await get('/public/test-report/pdf', GERMAN);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const german of [
      'Überblick',
      'Wachstum',
      'Ähnliche Profile',
      'So berechnen wir das',
      'Seite 1 von 5',
      'Demodaten',
      'Berechnet am 30.06.2026',
      'Engagement-Rate im Vergleich zur Vergleichsgruppe',
      'Dieses Profil 2,71%',
      'Die Engagement-Rate ist der Durchschnitt',
      'Das Engagement schwankt um 15 %',
    ]) {
      expect(text).toContain(german);
    }
    for (const english of [
      'Overview',
      'How we compute this',
      'Page 1 of',
      'Demo data',
      'Computed ',
      'Engagement rate is average',
      'Engagement varies',
      'Similar profiles',
      'Top posts by engagement',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('keeps the PDF English without a language cookie', async () => {
    const text = await pdfText((await get('/public/test-report/pdf')).rawPayload);
    expect(text).toContain('How we compute this');
    expect(text).toContain('Page 1 of 5');
    expect(text).toContain('This profile 2.71%');
  });

  it("gives the page the report's own sentences in German", async () => {
    const german = (await get('/public/test-report', GERMAN)).json().data;
    expect(german.overview.method).toMatch(/^Die Engagement-Rate ist der Durchschnitt/);
    expect(german.growth.method).toContain('30-Tage-Wachstum:');
    expect(german.activity.method).toContain('Beste Zeit: Dienstag 18:00 UTC');
    expect(german.audience.credibility.signals.map((s: { detail: string }) => s.detail)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Das Engagement schwankt um/)]),
    );
    const english = (await get('/public/test-report')).json().data;
    expect(english.overview.method).toMatch(/^Engagement rate is average likes/);
  });
});
