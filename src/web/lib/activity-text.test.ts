// The server keeps the activity lines it writes by key and says them in the reader's language;
// rows from before have only their English, which the patterns here say again in German. Reads the
// lines each server `*activity*.text.ts` defines and checks both: their English (what older rows
// hold) is said in German, and the German the server sends now is left as it is.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { activityText } from './activity-text';

/** A value like the ones the server puts in this part of the line. */
function sampleFor(part: string): string {
  if (/count|posts/.test(part)) return '3';
  if (/status/.test(part)) return 'active';
  if (/kind/.test(part)) return 'post';
  if (/channel/.test(part)) return 'email';
  if (/rights/.test(part)) return 'granted';
  if (/amount/.test(part)) return '€1,250.00';
  if (/fields/.test(part)) return 'name, budgetMinor';
  return '@anna';
}

type Line = { key: string; en: string; de: string };

/** The lines of the server's activity text files: each entry's English and German, parts filled. */
function serverActivityLines(): Line[] {
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'src/server/modules/*activity*.text.ts',
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  const lines: Line[] = [];
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, part: string) => sampleFor(part));
  for (const file of files) {
    const tree = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      // `export const X_ACTIVITY_TEXT = defineText('area', { key: { en: '…', de: '…' } })`
      if (
        ts.isVariableDeclaration(node) &&
        /ACTIVITY_TEXT$/.test(node.name.getText()) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        ts.isObjectLiteralExpression(node.initializer.arguments[1])
      ) {
        for (const entry of node.initializer.arguments[1].properties) {
          if (!ts.isPropertyAssignment(entry)) continue;
          if (!ts.isObjectLiteralExpression(entry.initializer)) continue;
          const text: Record<string, string> = {};
          for (const language of entry.initializer.properties) {
            if (ts.isPropertyAssignment(language) && ts.isStringLiteral(language.initializer)) {
              text[language.name.getText()] = language.initializer.text;
            }
          }
          lines.push({ key: entry.name.getText(), en: fill(text.en), de: fill(text.de) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return lines;
}

beforeAll(async () => {
  await i18next.init({
    lng: 'de',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

describe('activity entries in German', () => {
  it('know the English of every line the server writes, as rows from before hold it', () => {
    const lines = serverActivityLines();
    // A profile's timeline and a campaign's activity.
    expect(lines.length).toBeGreaterThan(40);
    const untranslated = lines.filter((line) => activityText(line.en, i18next.t, 'de') === line.en);
    expect(untranslated.map((line) => `${line.key}: ${line.en}`)).toEqual([]);
  });

  it('leave a line the server already said in German as it is', () => {
    const saidAgain = serverActivityLines().filter(
      (line) => activityText(line.de, i18next.t, 'de') !== line.de,
    );
    expect(saidAgain.map((line) => `${line.key}: ${line.de}`)).toEqual([]);
  });

  it('say the captured parts again, statuses and kinds in German', () => {
    const t = i18next.t;
    expect(activityText('Added to the CRM', t, 'de')).toBe('Zum CRM hinzugefügt');
    expect(activityText('Set @anna to contentSubmitted', t, 'de')).toBe(
      '@anna auf „Inhalt eingereicht“ gesetzt',
    );
    expect(activityText('Removed a story', t, 'de')).toBe('Eine Story entfernt');
    expect(activityText('Added 3 influencer(s) from the list Picks', t, 'de')).toBe(
      '3 Influencer aus der Liste Picks hinzugefügt',
    );
    // Profile lines stored before the server kept them by key.
    expect(activityText('Collected 3 contact(s)', t, 'de')).toBe('Kontakte übernommen: 3');
    expect(activityText('Status set to Shortlisted in Picks', t, 'de')).toBe(
      'Status in Picks auf „Vorgemerkt“ gesetzt',
    );
    expect(activityText('Status set to Longlist in Picks', t, 'de')).toBe(
      'Status in Picks auf „Longlist“ gesetzt',
    );
    expect(activityText('Something new the server says', t, 'de')).toBe(
      'Something new the server says',
    );
    expect(activityText('Added to the CRM', t, 'en')).toBe('Added to the CRM');
  });
});
