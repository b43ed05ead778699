// src/lib/csv.ts: cells quoted as spreadsheets read them, formulas neutralised on the way out and restored
// on the way in, and the rows of a file that cannot be read named.
import { describe, expect, it } from "vitest";
import { CsvError, csvLine, csvValue, parseCsv } from "../../src/lib/csv";

describe("csv", () => {
  const awkward = [
    "a, b",
    'say "hi"',
    "two\nlines",
    "=SUM(A1:A9)",
    "+91 98",
    "-5",
    "@cmd",
    "'=kept",
    "'plain",
    "",
    "x",
  ];

  it("quotes commas, quotes and line breaks, and neutralises formulas", () => {
    expect(csvLine(["a, b", 'say "hi"', "=1+1", "@x"])).toBe('"a, b","say ""hi""",\'=1+1,\'@x\r\n');
  });

  it("reads back exactly what it wrote", () => {
    const [record] = parseCsv(csvLine(awkward), 10);
    expect(record.cells.map(csvValue)).toEqual(awkward);
  });

  it("numbers rows as a spreadsheet does, a quoted line break inside its row", () => {
    const rows = parseCsv(`h1,h2\r\n"a\nb",c\r\n\r\nd,e\r\n`, 10);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(() => parseCsv('h\r\n"open', 10)).toThrow(new CsvError("Row 2: a quoted cell is never closed."));
    expect(() => parseCsv('h\r\nab"c', 10)).toThrow(/^Row 2: a quote inside/);
    expect(() => parseCsv("a\r\nb\r\nc\r\n", 2)).toThrow(/more than 2 rows/);
  });
});
