export type Build = { output: string; sources: string[] };
export const ROOT: string;
export const WEB_BUILD: Build;
export const SERVER_BUILD: Build;
export function isFresh(build: Build): boolean;
