import { z } from 'zod';
import { parseMoney } from '../../../lib/money';
import * as messages from '../../../messages/pt-BR';
import type { ImageChoice } from './image-choice';

// The pieces the entities' schemas are made of. A field holds what was typed; the schema answers what the write
// sends (text trimmed, numbers read the Brazilian or the American way), or each wrong field's pt-BR message.

const t = messages.formKit.validation;

/** Text that must be given (blank does not count), of at most `max` characters once trimmed: the trimmed text. */
export const requiredText = (max: number, missing: string) =>
  z.string().trim().min(1, missing).max(max, t.tooLong(max));

/** Text that may be blank, of at most `max` characters once trimmed: the trimmed text, or null when blank. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, t.tooLong(max))
    .transform((text) => text || null);

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** A complete http(s) address of at most `max` characters (the server's rule): the trimmed address. */
export const httpUrl = (max: number, { missing, invalid = t.httpUrl }: { missing: string; invalid?: string }) =>
  z
    .string()
    .trim()
    .min(1, { message: missing, abort: true })
    .refine((url) => isHttpUrl(url) && url.length <= max, invalid);

/**
 * A positive price in reais of at most `max`, in centavos ('29,90', '29.90', 'R$ 1.234,50'): its value. A text two
 * readings fit ('1.234') is asked again, never guessed.
 */
export const moneyText = ({ max, missing, invalid }: { max: number; missing: string; invalid: string }) =>
  z.string().transform((text, ctx) => {
    const value = parseMoney(text);
    const refuse = (message: string) => {
      ctx.addIssue(message);
      return z.NEVER;
    };
    if (value === 'ambiguous') return refuse(t.moneyAmbiguous);
    if (value === null || value <= 0) return refuse(missing);
    const wholeCentavos = Math.abs(Math.round(value * 100) - value * 100) <= 1e-6;
    if (!Number.isFinite(value) || value > max || !wholeCentavos) return refuse(invalid);
    return value;
  });

/**
 * A number (no sign) from `min` to `max`, typed with a comma or a dot for its (at most two) decimals, or blank: its
 * value, or null when blank. `integer`: whole numbers only.
 */
export const numberText = ({ min, max, integer = false }: { min: number; max: number; integer?: boolean }) =>
  z.string().transform((text, ctx) => {
    const value = parseMoney(text);
    if (value === null) return null;
    const refuse = (message: string) => {
      ctx.addIssue(message);
      return z.NEVER;
    };
    if (value === 'ambiguous') return refuse(t.moneyAmbiguous);
    if (!Number.isFinite(value) || value < min || value > max) return refuse(t.number(min, max));
    if (integer && !Number.isInteger(value)) return refuse(t.wholeNumber);
    return value;
  });

/** An image field's choice (a stored picture or a file for the save); `missing`: it must be given. */
export const imageChoice = (missing?: string) => {
  const choice = z.custom<ImageChoice | null>((value) => value === null || typeof value === 'object');
  return missing ? choice.refine((value) => value !== null, missing) : choice;
};
