// CSV as spreadsheets read and write it (RFC 4180): a cell with a comma, a quote or a line break is quoted,
// its quotes doubled. A cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
// carriage return) gets a leading ' on the way out, and that ' is taken away on the way in, so a file
// exported and imported again holds the same values (docs/decisions/staff-catalogue.md#csv-export-and-import).

const FORMULA_START = /^[=+\-@\t\r']/;
const NEUTRALISED = /^'[=+\-@\t\r']/;

/** One cell, neutralised and quoted as needed. A value starting with ' is prefixed too, so the import's
 * rule (take one ' before such a character away) gives back exactly what was written. */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<string | number | boolean>) =>
  `${cells.map(csvCell).join(",")}\r\n`;

/** A cell as it was before csvCell neutralised it. */
export const csvValue = (cell: string) => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);

export class CsvError extends Error {}

export interface CsvRecord {
  /** The record's row as a spreadsheet numbers it: the header is row 1 (a quoted line break stays in its
   * row). */
  row: number;
  cells: string[];
}

/** The file's records; a CsvError naming the row of the first thing that cannot be read. Blank lines are
 * no records. */
export function parseCsv(text: string, maxRecords: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let wasQuoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "" && !wasQuoted)) {
      if (records.length >= maxRecords) throw new CsvError(`The file has more than ${maxRecords} rows.`);
      records.push({ row: records.length + 1, cells });
    }
    cells = [];
    cell = "";
    wasQuoted = false;
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
          const next = text[i + 1];
          if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") {
            throw new CsvError(
              `Row ${records.length + 1}: a quoted cell must end at a comma or the end of the row.`,
            );
          }
        }
      } else {
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (cell !== "")
        throw new CsvError(
          `Row ${records.length + 1}: a quote inside an unquoted cell (quote the whole cell).`,
        );
      quoted = true;
      wasQuoted = true;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else {
      cell += ch;
    }
  }
  if (quoted) throw new CsvError(`Row ${records.length + 1}: a quoted cell is never closed.`);
  if (cell !== "" || cells.length > 0 || wasQuoted) endRecord();
  return records;
}
