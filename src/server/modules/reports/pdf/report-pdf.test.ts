import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditReportData, REPORT_SECTION_TITLES } from '../../../../common/audit-report';
import { DEFAULT_REPORT_BRAND, type ReportBrand } from './brand';
import { renderReportPdf } from './report-pdf';
import { emptyReportFixture, fullReportFixture } from './report-pdf.fixtures';

const run = promisify(execFile);
let dir: string;
let fileCount = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-report-pdf-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writePdf(report: AuditReportData, brand: ReportBrand = DEFAULT_REPORT_BRAND) {
  const file = path.join(dir, `report-${++fileCount}.pdf`);
  await writeFile(file, await renderReportPdf(report, brand));
  return file;
}

/** The text a reader (or a search) gets out of the PDF, as poppler extracts it. */
async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

/** The text under each section title, up to the next title (titles are lines of their own). */
function sectionTexts(text: string): Map<string, string> {
  const lines = text.split('\n');
  const starts = REPORT_SECTION_TITLES.map((title) => lines.indexOf(title));
  return new Map(
    REPORT_SECTION_TITLES.map((title, index) => [
      title,
      lines.slice(starts[index], starts[index + 1] ?? lines.length).join('\n'),
    ]),
  );
}

describe('renderReportPdf', () => {
  it('marks a demo creator as demo data on the cover and on every page', async () => {
    const file = await writePdf(fullReportFixture({ isDemo: true }));
    const text = await pdfText(file);
    expect(text).toContain('Demo data: a generated profile, not a real creator');
    const { stdout: info } = await run('pdfinfo', [file]);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(1);
    // pdftotext separates pages with a form feed: the header of each says it.
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    for (const page of pageTexts) expect(page).toContain('Demo data');

    const real = await pdfText(await writePdf(fullReportFixture({ isDemo: false })));
    expect(real).not.toContain('Demo data');
  });

  it('prints every section in order with its figures, method notes and page footers', async () => {
    const file = await writePdf(fullReportFixture());
    const text = await pdfText(file);
    const lines = text.split('\n');

    const titleLines = REPORT_SECTION_TITLES.map((title) => lines.indexOf(title));
    expect(titleLines.every((line) => line >= 0)).toBe(true);
    expect([...titleLines].sort((a, b) => a - b)).toEqual(titleLines);

    expect(text).toContain('@lena.travels');
    expect(text).toContain('Lena Hofer');
    expect(text).toContain('47.9 K');
    expect(text).toContain('39 : 1');
    expect(text).toContain('79 : 1');
    expect(text).toContain('3.42%');
    expect(text).toContain('10K–50K followers');
    expect(text).toContain('Sunday 11:00–12:00 UTC');
    expect(text).toContain('+1.87%');
    expect(text).toContain('€1,309 – €3,599');
    expect(text).toContain('@alpine.anna');
    expect(text).toContain('Verified');
    expect(text).toContain('Computed Mar 29, 2026');
    expect(text).toContain('Growth compares the follower count of the latest snapshot');
    expect(text.match(/How we compute this/g)).toHaveLength(REPORT_SECTION_TITLES.length);

    const { stdout: info } = await run('pdfinfo', [file]);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).not.toContain(`Page ${pages + 1} of`);
  });

  it('prints names with emoji and Cyrillic as readable text without failing', async () => {
    const report = fullReportFixture({
      fullName: 'Лена Хофер 🌸✨',
      bio: 'Путешествия 🏔️ and coffee ☕',
    });
    report.content.topPosts[0].caption = 'Рассвет над ледником 🌄 #alps';
    report.similar[0].fullName = '東京 Anna 🇯🇵';

    const text = await pdfText(await writePdf(report));

    expect(text).toContain('Lena Khofer');
    expect(text).toContain('Puteshestviya and coffee');
    expect(text).toContain('Rassvet nad lednikom #alps');
    expect(text).toContain('? Anna');
    // A character pdfkit cannot encode would come out as another letter or a replacement mark.
    expect(text).not.toMatch(/[\u0400-\u04ff\ufffd]/);
  });

  it('renders every section of a report without data, each saying so', async () => {
    const text = await pdfText(await writePdf(emptyReportFixture()));
    const sections = sectionTexts(text);

    for (const title of REPORT_SECTION_TITLES) expect(sections.get(title)).toBeTruthy();
    for (const title of ['Growth', 'Activity', 'Content', 'Audience', 'Similar profiles']) {
      expect(sections.get(title)).toContain('No data');
    }
    expect(sections.get('Overview')).toContain(
      'No data: the bank holds no other Instagram creators',
    );
    expect(text).toContain('Page 1 of ');
  });

  it("carries an agency's name, logo and colour instead of the product's", async () => {
    const logo = await sharp({
      create: { width: 240, height: 60, channels: 3, background: '#f59e0b' },
    })
      .png()
      .toBuffer();
    const brand: ReportBrand = {
      name: 'Alpine Agency',
      logo,
      colors: { primary: '#0f766e', secondary: '#f59e0b', text: '#111827', muted: '#6b7280' },
    };
    const file = await writePdf(fullReportFixture(), brand);

    const text = await pdfText(file);
    expect(text).toContain('Alpine Agency');
    expect(text).not.toContain('Reachbase');

    // The logo is embedded once and shown on every page.
    const { stdout: images } = await run('pdfimages', ['-list', file]);
    const rows = images.trim().split('\n').slice(2);
    const objects = new Set(rows.map((row) => row.trim().split(/\s+/)[10]));
    const { stdout: info } = await run('pdfinfo', [file]);
    expect(rows).toHaveLength(Number(/Pages:\s+(\d+)/.exec(info)?.[1]));
    expect(objects.size).toBe(1);

    // Page 1 at 72 dpi (1 px per point): the logo's colour at the top left, the avatar circle in
    // the brand's primary colour.
    const prefix = path.join(dir, 'branded');
    await run('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
    const { data, info: png } = await sharp(`${prefix}.png`)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * png.width + x) * png.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    // Rasterizing rounds colours by a step or two.
    const distance = (rgb: number[], expected: number[]) =>
      Math.max(...rgb.map((channel, index) => Math.abs(channel - expected[index])));
    expect(distance(pixel(60, 40), [0xf5, 0x9e, 0x0b])).toBeLessThanOrEqual(3);
    expect(distance(pixel(74, 86), [0x0f, 0x76, 0x6e])).toBeLessThanOrEqual(3);
  });
});
