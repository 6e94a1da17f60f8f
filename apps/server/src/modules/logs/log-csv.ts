/** CSV for log exports: RFC 4180 quoting, CRLF line ends, and cells that a spreadsheet cannot run as formulas. */

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formula injection, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Byte-order mark first, so spreadsheet programs read the file as UTF-8 (names such as "Ōkpik" survive). */
export const CSV_BOM = '\uFEFF';
