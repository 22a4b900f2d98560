/** How long the object URL lives: the browser has taken the file well before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a file the app holds (fetched with the session's token, or made here): the blob behind
 * an object URL, opened by a link with `download`, which the browser treats as a download rather
 * than a navigation.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves text the app already holds as a file, e.g. an export's CSV. */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
