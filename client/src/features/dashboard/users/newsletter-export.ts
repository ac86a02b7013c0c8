import { currentToken } from '../../../lib/session';
import * as messages from '../../../messages/pt-BR';

/** Spec §7: the export is saved under this name. */
export const NEWSLETTER_FILE = 'newsletter_emails.xlsx';
const EXPORT_PATH = '/api/admin/newsletter/export';
// How long the file's blob URL lives: long enough for the browser to start writing it (as FileSaver.js does).
const BLOB_URL_LIFETIME_MS = 40_000;

/** Why the export failed, in pt-BR: the server's message, or that it could not be reached. */
export class NewsletterExportError extends Error {
  override name = 'NewsletterExportError';
}

/** The server's own message in an error answer ({status, error, message}), if it sent one. */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** Fetches the subscribers' spreadsheet with the admin's token and hands it to the browser as newsletter_emails.xlsx. */
export async function downloadNewsletterExport(): Promise<void> {
  const token = currentToken();
  let file: Blob;
  try {
    const response = await fetch(EXPORT_PATH, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      throw new NewsletterExportError((await messageOf(response)) ?? messages.dashboardUsers.unexpected);
    }
    file = await response.blob();
  } catch (error) {
    throw error instanceof NewsletterExportError
      ? error
      : new NewsletterExportError(messages.dashboardUsers.unreachable);
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = NEWSLETTER_FILE;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
