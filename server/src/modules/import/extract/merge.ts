import { PART_FIELDS, type RecipeParts } from './parts';
import type { ExtractionSource } from './types';

/** One source's reading. */
export interface SourceReading {
  source: ExtractionSource;
  parts: RecipeParts | null;
}

/** The merged fields and where each came from. */
export interface Merged {
  parts: RecipeParts;
  /** the source of each field taken (images: the sources that added at least one) */
  from: Partial<Record<keyof RecipeParts, ExtractionSource>>;
  used: Set<ExtractionSource>;
}

/** Whether a field's value says something (a non-empty text or list, a nutrition object). */
const present = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';

/**
 * Merges the readings field by field: each field from the first source (in the given order) that has it; the images
 * of all of them, in that order, without repeats.
 */
export function mergeReadings(readings: SourceReading[]): Merged {
  const parts: RecipeParts = {};
  const from: Merged['from'] = {};
  const used = new Set<ExtractionSource>();
  for (const field of PART_FIELDS) {
    if (field === 'images') continue;
    const reading = readings.find((candidate) => present(candidate.parts?.[field]));
    if (!reading?.parts) continue;
    Object.assign(parts, { [field]: reading.parts[field] });
    from[field] = reading.source;
    used.add(reading.source);
  }
  const images: string[] = [];
  for (const { source, parts: read } of readings) {
    const added = (read?.images ?? []).filter((url) => !images.includes(url));
    if (!added.length) continue;
    images.push(...added);
    used.add(source);
    from.images ??= source;
  }
  parts.images = images;
  return { parts, from, used };
}
