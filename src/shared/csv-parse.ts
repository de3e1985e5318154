// Reads CSV as RFC 4180 writes it and spreadsheets save it: cells split on commas, quoted
// cells that hold commas, line breaks and doubled quotes, CRLF or LF line ends, and a leading
// byte-order mark. Forgiving where spreadsheets are sloppy (a stray quote inside an unquoted
// cell is kept as text) but never silent about a quoted cell left open.

export interface CsvRecord {
  /** The record's cells, as written (quotes removed, "" read as "). */
  cells: string[];
  /** 1-based row number as a spreadsheet shows it: line breaks inside quotes do not count. */
  row: number;
}

export interface CsvParse {
  records: CsvRecord[];
  /** The row whose quoted cell is never closed, or null. */
  unclosedAt: number | null;
}

export interface CsvParseOptions {
  /** Stop once this many records are read (the rest is not looked at); Infinity by default. */
  maxRecords?: number;
}

/** Parses the whole text; empty lines are skipped but still counted as rows. */
export function parseCsv(input: string, options: CsvParseOptions = {}): CsvParse {
  const max = options.maxRecords ?? Infinity;
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let row = 1;
  let i = 0;
  // A record of one empty cell is an empty line: a spreadsheet's trailing newline, not a row.
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "")) records.push({ cells, row });
    cells = [];
    cell = "";
  };
  while (i < text.length && records.length < max) {
    const ch = text[i]!;
    if (ch === '"' && cell === "") {
      // A quoted cell: up to the quote that is not doubled.
      let j = i + 1;
      let value = "";
      for (;;) {
        const close = text.indexOf('"', j);
        if (close < 0) return { records, unclosedAt: row };
        value += text.slice(j, close);
        if (text[close + 1] === '"') {
          value += '"';
          j = close + 2;
          continue;
        }
        j = close + 1;
        break;
      }
      cell = value;
      i = j;
      continue;
    }
    if (ch === ",") {
      cells.push(cell);
      cell = "";
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      row++;
      continue;
    }
    cell += ch;
    i++;
  }
  if (i >= text.length && (cell !== "" || cells.length)) endRecord();
  return { records, unclosedAt: null };
}
