import { currentToken } from '../../../lib/session';

/** The server's name for the archive, from Content-Disposition, or a dated one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? `receitas-${new Date().toISOString().slice(0, 10)}.zip`;
}

/** Downloads the whole catalogue as a .zip (GET /api/recipes/export with the admin's token). */
export async function downloadExport(): Promise<void> {
  const token = currentToken();
  const response = await fetch('/api/recipes/export', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export interface ArchiveSummary {
  created: number;
  duplicates: number;
  failed: number;
  categoriesCreated: number;
  warnings: string[];
  recipes: { file: string; status: 'created' | 'duplicate' | 'failed'; recipeId?: number; error?: string }[];
}

/** Sends an archive to POST /api/recipes/import/archive; the server's pt-BR message when it refuses it. */
export async function uploadArchive(file: File): Promise<ArchiveSummary> {
  const token = currentToken();
  const body = new FormData();
  body.append('archive', file, file.name);
  const response = await fetch('/api/recipes/import/archive', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  const answer = (await response.json().catch(() => null)) as (ArchiveSummary & { message?: string }) | null;
  if (!response.ok || !answer) throw new Error(answer?.message ?? '');
  return answer;
}
