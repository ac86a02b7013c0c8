import { EMAIL_MAX } from '@receitas/shared';
import { badInput } from './errors';
import { isIsoDate } from './site-time';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const isEmail = (email: string) => email.length <= EMAIL_MAX && EMAIL.test(email);

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

/** Years both database dialects store as a date or date-time. */
const FIRST_YEAR = 1000;

/** A day that exists on the calendar (no 30 February), yyyy-mm-dd; a 400 naming the field otherwise. */
export function calendarDate(field: string, value: string): string {
  const text = value.trim();
  if (!isIsoDate(text) || Number(text.slice(0, 4)) < FIRST_YEAR) {
    throw badInput(field, `O campo ${field} deve ser uma data real no formato aaaa-mm-dd (recebido: ${clip(text)}).`);
  }
  return text;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/i;

/**
 * An instant given as yyyy-mm-dd (midnight UTC) or an ISO 8601 date-time whose day exists on the calendar (the
 * Date parser would turn 2026-02-30 into 2 March); a 400 naming the field otherwise.
 */
export function calendarDateTime(field: string, value: string): Date {
  const text = value.trim();
  const day = DATE_TIME.exec(text)?.[1];
  const date = day === text ? new Date(`${text}T00:00:00Z`) : new Date(text);
  if (!day || !isIsoDate(day) || Number(day.slice(0, 4)) < FIRST_YEAR || Number.isNaN(date.getTime())) {
    throw badInput(
      field,
      `O campo ${field} deve ser uma data real, aaaa-mm-dd ou data e hora ISO 8601 (recebido: ${clip(text)}).`,
    );
  }
  return date;
}

/** A finite number within [min, max] (a whole one when `integer`), or null when absent; a 400 naming the field. */
export function boundedNumber(
  field: string,
  value: number | null | undefined,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw badInput(field, `O campo ${field} deve ser um número de ${formatNumber(min)} a ${formatNumber(max)}.`);
  }
  if (integer && !Number.isInteger(value)) throw badInput(field, `O campo ${field} deve ser um número inteiro.`);
  return value;
}

const formatNumber = (n: number) => n.toLocaleString('pt-BR');
/** What the client sent, shortened for an error message. */
const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
