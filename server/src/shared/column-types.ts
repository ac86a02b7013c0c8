import type { ValueTransformer } from 'typeorm';

/** DECIMAL(10,2) as an exact two-decimal string in memory ("19.99"), whatever the driver returns. */
export const decimalTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) => (value === null || value === undefined ? value : String(value)),
  from: (value: string | number | null) => (value === null ? null : Number(value).toFixed(2)),
};

/** A JSON document in a TEXT column (portable across MySQL and SQLite). */
export const jsonTextTransformer: ValueTransformer = {
  to: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  from: (value: string | null) => (value === null || value === '' ? null : JSON.parse(value)),
};

/** A DATE column as 'yyyy-mm-dd' text in memory, with no time zone shifting. */
export const dateOnlyTransformer: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | Date | null) => {
    if (value === null) return null;
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value).slice(0, 10);
  },
};
