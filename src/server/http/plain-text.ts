// Text a user sent that the product later shows somewhere else: in a mail header, a terminal
// (`reachbase tickets`), a download's file name. Control characters there can start a new header
// or line, rewrite a terminal, or (bidi overrides) make `exe.png` of `gnp.exe`.

/** C0 and C1 controls, DEL, line and paragraph separators, and the bidi embedding controls. */
const CONTROLS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;
/** Characters no file system or download dialog takes in a name. */
const RESERVED_IN_NAMES = /[<>:"|?*]/g;
const MAX_EXTENSION_CHARS = 10;
export const FILE_NAME_MAX = 120;

/** One line of text: line breaks, tabs and other controls become a space; trimmed. */
export function singleLine(text: string): string {
  return text.replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * The name a client gave a file, kept only as a label: its last path segment (no `/`, `\` or
 * leading dots, so never `..`), without controls or reserved characters, at most FILE_NAME_MAX
 * characters with its extension kept. Files are stored under generated keys, never this name.
 */
export function safeFileName(name: string, fallback = 'attachment'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(CONTROLS, '')
    .replace(RESERVED_IN_NAMES, '_')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  const chars = [...cleaned];
  if (chars.length <= FILE_NAME_MAX) return cleaned || fallback;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  const kept = extension.length <= MAX_EXTENSION_CHARS ? extension : [];
  return chars.slice(0, FILE_NAME_MAX - kept.length).join('') + kept.join('');
}
