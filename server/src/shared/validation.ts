import { badInput } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const isEmail = (email: string) => email.length <= 254 && EMAIL.test(email);

/** Trimmed text, or a 400 naming the field when blank or too long. */
export function requiredText(field: string, value: string | null | undefined, max: number, message?: string): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(field, message ?? `O campo ${field} é obrigatório.`);
  if (text.length > max) throw badInput(field, `O campo ${field} deve ter no máximo ${max} caracteres.`);
  return text;
}

/** Trimmed text or null when blank; a 400 naming the field when too long. */
export function optionalText(field: string, value: string | null | undefined, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw badInput(field, `O campo ${field} deve ter no máximo ${max} caracteres.`);
  return text || null;
}

/** An absolute http(s) URL, or a 400 naming the field. */
export function httpUrl(field: string, value: string, max = 500): string {
  const text = value.trim();
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || text.length > max) {
    throw badInput(field, `O campo ${field} deve ser uma URL http(s) válida.`);
  }
  return text;
}

/** An image reference: an uploaded file path (/uploads/…) or an http(s) URL. */
export function imageRef(field: string, value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (/^\/uploads\/[\w./-]+$/.test(text) && !text.includes('..') && text.length <= 500) return text;
  return httpUrl(field, text);
}
