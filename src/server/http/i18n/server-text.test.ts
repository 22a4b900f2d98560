// Reads every sentence the server can say in an error (the error helpers' messages, the zod
// schemas' own messages) or a mail, and checks that the German catalogue says each one.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverText } from './server-text';
import { GERMAN } from './server-text.de';

const ERROR_HELPERS = new Set([
  'badRequest',
  'conflict',
  'forbidden',
  'unauthorized',
  'payloadTooLarge',
  'unsupportedMediaType',
  'serviceUnavailable',
  'AppError',
]);
/** zod checks whose last string argument is the message a user sees. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'int', 'email', 'url']);
/** Vendors' stand-ins and the operator's control socket speak to programs, not to users. */
const NOT_FOR_USERS = /(-test-server\.ts$|^src\/server\/(control|testing)\/)/;
/** Left out: `message` fields of answers (the web client words those itself), and sentences made of parts listed whole. */
const LEFT_OUT = new Set([
  'Collected {} contact(s)',
  'Refreshed from the profile bank ({} posts)',
  'job queue not started',
  // multipart.ts: a field's name and its problem, listed whole ("{field} must be valid Unicode text").
  '{} {}',
]);

/** A sentence with each varying part written `{}`; both branches of a condition. */
function sentencesOf(node: ts.Node, file: ts.SourceFile): string[] {
  if (ts.isParenthesizedExpression(node)) return sentencesOf(node.expression, file);
  if (ts.isConditionalExpression(node)) {
    return [...sentencesOf(node.whenTrue, file), ...sentencesOf(node.whenFalse, file)];
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
  }
  // A constant of this file ("const INVALID_LINK = '...'").
  if (ts.isIdentifier(node)) {
    const declaration = findInFile(
      file,
      (n) => ts.isVariableDeclaration(n) && n.name.getText() === node.text,
    );
    const value = declaration && (declaration as ts.VariableDeclaration).initializer;
    return value && !ts.isIdentifier(value) ? sentencesOf(value, file) : [];
  }
  return [];
}

function findInFile(file: ts.SourceFile, test: (node: ts.Node) => boolean): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (!found && test(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function serverSentences(): Map<string, string> {
  // The server's own files and the API contract, whose schemas carry the validation messages.
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'src/server/*.ts',
      'src/common/api/*.ts',
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && !file.endsWith('.test.ts') && !NOT_FOR_USERS.test(file))
    .filter((file) => existsSync(file));
  const sentences = new Map<string, string>();
  for (const path of files) {
    const file = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const add = (node: ts.Node | undefined) => {
      if (!node) return;
      for (const sentence of sentencesOf(node, file)) sentences.set(sentence, path);
    };
    // A mail's subject, lines and closing (its greeting is a name, its link an address).
    const mailSentences = (parts: ts.Node | undefined) => {
      if (!parts || !ts.isObjectLiteralExpression(parts)) return;
      for (const property of parts.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = property.name.getText();
        if (name === 'subject' || name === 'closing') add(property.initializer);
        if (name === 'lines' && ts.isArrayLiteralExpression(property.initializer)) {
          property.initializer.elements.forEach(add);
        }
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const args = node.arguments ?? [];
        if (ts.isIdentifier(callee) && ERROR_HELPERS.has(callee.text)) {
          add(callee.text === 'AppError' ? args[2] : args[0]);
        }
        if (ts.isIdentifier(callee) && callee.text === 'composeMail') mailSentences(args[1]);
        if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text)) {
          const last = args.at(-1);
          if (last && (ts.isStringLiteral(last) || ts.isTemplateExpression(last))) add(last);
        }
      }
      // { message: '...' } in zod checks and issues; `message = '...'` defaults of the helpers.
      if (ts.isPropertyAssignment(node) && /^(message|error)$/.test(node.name.getText())) {
        add(node.initializer);
      }
      if (ts.isParameter(node) && node.name.getText() === 'message' && node.initializer) {
        add(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  for (const message of LEFT_OUT) sentences.delete(message);
  return sentences;
}

const shape = (sentence: string) => sentence.replace(/\{\w*\}/g, '{}');

describe('the server in German', () => {
  it('has a German sentence for every sentence the server can say in an error or a mail', () => {
    const known = new Set(Object.keys(GERMAN).map(shape));
    const missing = [...serverSentences()]
      .filter(([sentence]) => !known.has(shape(sentence)))
      .map(([sentence, file]) => `${sentence}   (${file})`);
    expect(missing).toEqual([]);
  });

  it('keeps every varying part it names, and names no part English lacks', () => {
    for (const [english, german] of Object.entries(GERMAN)) {
      const names = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);
      for (const name of names(german)) expect(names(english), `${english}`).toContain(name);
    }
  });

  it('carries the varying parts over and translates the ones it knows', () => {
    expect(serverText('List 42 was not found', 'de')).toBe('Liste 42 wurde nicht gefunden');
    expect(serverText('A list with this name already exists', 'de')).toBe(
      'Eine Liste mit diesem Namen gibt es bereits',
    );
    expect(serverText('followers: min must not be above max', 'de')).toBe(
      'followers: Minimum darf nicht über dem Maximum liegen',
    );
  });

  it('says unknown sentences, and every sentence in English, as they are', () => {
    expect(serverText('Something nobody wrote', 'de')).toBe('Something nobody wrote');
    expect(serverText('List 42 was not found', 'en')).toBe('List 42 was not found');
  });
});
