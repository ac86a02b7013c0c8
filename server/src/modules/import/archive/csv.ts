// The spreadsheet of an archive: what Excel in Brazil opens with a double click (UTF-8 with a BOM, ';' between cells,
// CRLF between lines), every cell a plain value (a formula's first character is neutralised).

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** First characters that make a spreadsheet read a cell as a formula (with tab and CR, which some also strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/**
 * One cell: a text that starts like a formula gets a leading apostrophe (CSV injection, OWASP), and a text holding the
 * separator, a quote or a line break is quoted with its quotes doubled. Numbers are written as numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, with its line end. */
export function csvRow(values: CsvValue[]): string {
  return values.map(csvCell).join(SEPARATOR) + LINE_END;
}
