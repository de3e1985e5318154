// Reads the whole embedded database once, so damage the file checks cannot see (a garbled page,
// a relation file cut short) is found before the shop serves it (ADR 0050). PGlite's clusters
// have data checksums on, so reading a page verifies it; a sequential read of every table
// touches every heap page, and a read in primary-key order fetches every row the index knows,
// which finds rows lost from the end of a table that a sequential read would silently skip.
import type { PGlite } from "@electric-sql/pglite";

export interface TableFault {
  table: string;
  error: string;
}

export interface CheckReport {
  tables: number;
  rows: number;
  faults: TableFault[];
}

interface TableRow {
  schema: string;
  name: string;
  key: string[] | null;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the catalogue and the application read in full; a fault is reported, not thrown. */
export async function checkEmbeddedDatabase(pglite: PGlite, scope: "application" | "all" = "all"): Promise<CheckReport> {
  const faults: TableFault[] = [];
  try {
    // pg_control as the running server reads it, and the catalogue answering a join.
    await pglite.query("select checkpoint_lsn from pg_control_checkpoint()");
  } catch (error) {
    return { tables: 0, rows: 0, faults: [{ table: "pg_control", error: messageOf(error) }] };
  }
  let tables: TableRow[];
  try {
    tables = (
      await pglite.query<TableRow>(
        `select n.nspname as schema, c.relname as name,
                (select array_agg(a.attname::text order by k.ord)
                   from pg_index i, unnest(i.indkey) with ordinality k(attnum, ord), pg_attribute a
                  where i.indrelid = c.oid and i.indisprimary and a.attrelid = c.oid and a.attnum = k.attnum) as key
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'm') and n.nspname not in ('information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
            and ($1 = 'all' or n.nspname = 'public')
          order by n.nspname, c.relname`,
        [scope],
      )
    ).rows;
  } catch (error) {
    return { tables: 0, rows: 0, faults: [{ table: "pg_class", error: messageOf(error) }] };
  }
  let rows = 0;
  for (const table of tables) {
    const name = `${quote(table.schema)}.${quote(table.name)}`;
    const label = table.schema === "public" ? table.name : `${table.schema}.${table.name}`;
    try {
      rows += await readTable(pglite, name, table.schema === "public", table.key);
    } catch (error) {
      faults.push({ table: label, error: messageOf(error) });
    }
  }
  return { tables: tables.length, rows, faults };
}

/** Rows read; throws when a page or a row cannot be read, or the primary key lists rows the table lacks. */
async function readTable(pglite: PGlite, name: string, application: boolean, key: string[] | null): Promise<number> {
  // Planner settings stay in this transaction; nothing is written.
  await pglite.exec("begin read only; set local enable_indexscan = off; set local enable_indexonlyscan = off; set local enable_bitmapscan = off");
  try {
    // Each row turned to text: every column decoded, toasted values fetched (their pages checked too).
    const scan = application ? `select count(length(t::text))::int as n from only ${name} t` : `select count(*)::int as n from only ${name}`;
    const [seq] = (await pglite.query<{ n: number }>(scan)).rows;
    if (!key?.length) return seq!.n;
    await pglite.exec("set local enable_seqscan = off; set local enable_sort = off; set local enable_indexscan = on");
    const order = key.map(quote).join(", ");
    const [byKey] = (await pglite.query<{ n: number }>(`select count(*)::int as n from (select ctid from only ${name} order by ${order}) k`)).rows;
    if (byKey!.n !== seq!.n) throw new Error(`its primary key lists ${byKey!.n} rows, and a full read finds ${seq!.n}`);
    return seq!.n;
  } finally {
    await pglite.exec("rollback");
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
