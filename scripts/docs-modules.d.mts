export const ROOT: string;
export const ARCHITECTURE_DOC: string;
export const REGENERATE: string;
export type ModuleEntry = { name: string; index: string; summary: string };
export function headerComment(source: string): string;
export function firstSentence(text: string): string;
export function moduleLevels(cruiserConfig: {
  forbidden: { name: string; from: { path?: string }; to: { path?: string } }[];
}): string[][];
export function readModules(root?: string): ModuleEntry[];
export function renderModulesBlock(root?: string): string;
export function currentBlock(document: string): string | null;
export function withBlock(document: string, block: string): string;
