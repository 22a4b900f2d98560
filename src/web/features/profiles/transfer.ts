// Attachments move as files, which the JSON client does not carry: an upload reports its progress
// (XMLHttpRequest, no timeout: large files on slow links) and a download is fetched as a blob with
// the X-Access-Token header a plain link could not send. Failures still take the error catalogue.

import i18next from 'i18next';
import { applyApiErrorAction } from '../../app/api-client-setup';
import { useSessionStore } from '../../app/session-store';
import { useUiStore } from '../../app/ui-store';
import { ApiError, classifyApiError } from '../../lib/api-error';
import type { Attachment } from './types';

const API_BASE = '/api/v1';
/** How long the object URL lives: the browser has taken the file well before. */
const REVOKE_AFTER_MS = 60_000;

function failWith(status: number, body: unknown): never {
  const fallbackMessage = i18next.t(status === 0 ? 'errors.offline' : 'errors.generic');
  const action = classifyApiError(status, body, {
    treatNotFoundAsEmpty: false,
    agencyName: useUiStore.getState().agencyName,
    fallbackMessage,
  });
  applyApiErrorAction(action, { quiet: false });
  throw new ApiError(status, body, fallbackMessage);
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export type UploadInput = { profileId: string; file: File; title?: string };

export function uploadAttachment(
  { profileId, file, title }: UploadInput,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  const form = new FormData();
  form.append('profileId', profileId);
  if (title?.trim()) form.append('title', title.trim());
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/customer/socialProfile/attachment`);
    const token = useSessionStore.getState().token;
    if (token) request.setRequestHeader('X-Access-Token', token);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as Attachment);
        return;
      }
      try {
        failWith(request.status, body);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => {
      try {
        failWith(0, undefined);
      } catch (error) {
        reject(error);
      }
    };
    request.send(form);
  });
}

export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/customer/socialProfile/attachment/${attachment._id}`, {
      headers: token ? { 'X-Access-Token': token } : {},
    });
  } catch {
    return failWith(0, undefined);
  }
  if (!response.ok) return failWith(response.status, parseBody(await response.text()));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
