// npm run bench:search — how well the shop's search finds what shoppers meant (issue 30). Starts
// the shop on a throw-away embedded database seeded with the demo store, asks its product list
// for each query of bench/search-queries.json as a shopper's browser does (`/s/api/products?q=`,
// no sort chosen), and prints, for each group of queries, the share whose top three results hold
// a product the shopper meant and the mean reciprocal rank of the first such product. Fails
// below the target share in either group. `--misses` lists what each missed query answered;
// `--speed` times the search instead (bench/search-speed.ts).
import { readFileSync } from "node:fs";
import { searchSpeed } from "./search-speed";
import { startShopServer } from "./shop-server";

const PORT = Number(process.env.BENCH_PORT ?? 3294);
const TARGET_TOP3 = 0.95;
const RANKED = 10;

interface Query {
  q: string;
  group: string;
  /** A pattern over product slugs: any product it matches is one the shopper meant. */
  meant: string;
}

interface Outcome {
  query: Query;
  /** 1-based rank of the first product meant among the first RANKED, or 0. */
  rank: number;
  slugs: string[];
}

async function ask(base: string, query: Query): Promise<Outcome> {
  // The demo store answers at localhost, as a shopper's browser reaches it.
  const url = `${base.replace("127.0.0.1", "localhost")}/s/api/products?perPage=${RANKED}&q=${encodeURIComponent(query.q)}`;
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${query.q}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { slug: string }[] };
  const slugs = body.data.map((p) => p.slug);
  const meant = new RegExp(query.meant);
  return { query, rank: slugs.findIndex((s) => meant.test(s)) + 1, slugs };
}

async function main() {
  if (process.argv.includes("--speed")) {
    const failures = await searchSpeed();
    if (failures.length) {
      console.log(`\nFAILED:\n  ${failures.join("\n  ")}`);
      process.exit(1);
    }
    console.log("\nsearch speed budgets met");
    return;
  }
  const queries = (JSON.parse(readFileSync(new URL("./search-queries.json", import.meta.url), "utf8")) as { queries: Query[] }).queries;
  const server = await startShopServer({ port: PORT });
  const outcomes: Outcome[] = [];
  try {
    for (const query of queries) outcomes.push(await ask(server.base, query));
  } finally {
    await server.stop();
  }
  const failures: string[] = [];
  console.log(`search relevance: ${queries.length} queries on the demo store, no sort chosen`);
  for (const group of [...new Set(queries.map((q) => q.group))]) {
    const mine = outcomes.filter((o) => o.query.group === group);
    const top3 = mine.filter((o) => o.rank >= 1 && o.rank <= 3).length / mine.length;
    const mrr = mine.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / mine.length;
    console.log(`  ${group.padEnd(11)} ${String(mine.length).padStart(3)} queries: top 3 ${(top3 * 100).toFixed(1)}% (target ${TARGET_TOP3 * 100}%), MRR ${mrr.toFixed(3)}`);
    if (top3 < TARGET_TOP3) failures.push(`${group}: top 3 ${(top3 * 100).toFixed(1)}% < ${TARGET_TOP3 * 100}%`);
  }
  const missed = outcomes.filter((o) => o.rank < 1 || o.rank > 3);
  if (missed.length) {
    console.log(`\nmissed (${missed.length}): ${missed.map((o) => o.query.q).join(", ")}`);
    if (process.argv.includes("--misses")) for (const o of missed) console.log(`  ${o.query.q} → ${o.slugs.slice(0, 3).join(", ") || "(nothing)"}`);
  }
  if (failures.length) {
    console.log(`\nFAILED:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nsearch targets met");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
