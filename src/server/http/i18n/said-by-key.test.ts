// The server says nothing to people that is not a defined text: every error message, mail line
// and schema-check message goes through `defineText` (both languages under one key), so no
// sentence can be written in English only. Reads the server's source to find the exceptions.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { textByKey } from './text';

await Promise.all(Object.values(import.meta.glob('../../**/*.text.ts')).map((load) => load()));

/** Calls whose message (first argument; AppError's third) users read. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 0,
  conflict: 0,
  forbidden: 0,
  unauthorized: 0,
  payloadTooLarge: 0,
  unsupportedMediaType: 0,
  serviceUnavailable: 0,
  notFound: 0,
  AppError: 2,
};
/** zod checks whose last string argument is the message. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'int', 'email', 'url']);
/**
 * Not said to users: vendors' stand-ins and the operator's control socket speak to programs; the
 * environment's checks and the bank import's rejected-rows report speak to the operator, in English.
 */
const NOT_FOR_USERS =
  /(-test-server\.ts$|^src\/server\/(control|testing)\/|^src\/server\/config\.ts$|^src\/server\/modules\/discovery\/import\/import-row\.ts$)/;

const isWritten = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isConditionalExpression(node) && (isWritten(node.whenTrue) || isWritten(node.whenFalse))) ||
  (ts.isParenthesizedExpression(node) && isWritten(node.expression));

function sourceFiles(): string[] {
  return execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'src/server/*.ts',
      'src/common/*.ts',
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && !file.endsWith('.test.ts') && !NOT_FOR_USERS.test(file));
}

type Finding = { where: string; text: string };

function findings(): { written: Finding[]; unknownKeys: Finding[] } {
  const written: Finding[] = [];
  const unknownKeys: Finding[] = [];
  for (const path of sourceFiles()) {
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      continue; // listed by git, deleted in the work tree
    }
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const checkZodMessage = (node: ts.Node) => {
      if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) {
        if (isWritten(node)) written.push({ where: where(node), text: node.getText() });
        return;
      }
      if (!textByKey(node.text)) {
        unknownKeys.push({ where: where(node), text: node.text });
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const args = node.arguments ?? [];
        const index = ts.isIdentifier(callee) ? MESSAGE_ARGUMENT[callee.text] : undefined;
        const message = index === undefined ? undefined : args[index];
        if (message && isWritten(message)) {
          written.push({ where: where(message), text: message.getText() });
        }
        if (ts.isIdentifier(callee) && callee.text === 'composeMail') {
          const mail = args[1];
          if (mail && ts.isObjectLiteralExpression(mail)) {
            for (const property of mail.properties) {
              if (!ts.isPropertyAssignment(property)) continue;
              const name = property.name.getText();
              const values =
                name === 'lines' && ts.isArrayLiteralExpression(property.initializer)
                  ? [...property.initializer.elements]
                  : name === 'subject' || name === 'closing'
                    ? [property.initializer]
                    : [];
              for (const value of values.filter(isWritten)) {
                written.push({ where: where(value), text: value.getText() });
              }
            }
          }
        }
        if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text)) {
          const last = args.at(-1);
          if (last && args.length > (callee.name.text === 'refine' ? 1 : 0)) {
            if (ts.isStringLiteral(last) || ts.isTemplateExpression(last)) checkZodMessage(last);
          }
        }
      }
      // { message: '...' } / { error: '...' } in zod checks and issues.
      if (
        ts.isPropertyAssignment(node) &&
        /^(message|error)$/.test(node.name.getText()) &&
        isZodContext(node)
      ) {
        checkZodMessage(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { written, unknownKeys };
}

/** An object literal handed to a zod check or `ctx.addIssue`, where `message` is a schema message. */
function isZodContext(property: ts.PropertyAssignment): boolean {
  const call = property.parent?.parent;
  if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) {
    return false;
  }
  const name = call.expression.name.text;
  return ZOD_CHECKS.has(name) || name === 'addIssue' || name === 'superRefine';
}

describe('what the server says', () => {
  const { written, unknownKeys } = findings();

  it('is a defined text wherever an error, a mail or a schema check speaks', () => {
    expect(written.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });

  it('names a defined text by its key in every schema-check message', () => {
    expect(unknownKeys.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });
});
