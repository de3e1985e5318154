// npm run website:create -- --name "Sharma Stores" --domain shop.example.in --owner 98XXXXXXXX
// Creates a website (starter pages and settings) on the database the server is configured for
// (DATABASE_URL, or the embedded one in DATA_DIR), with the owner as its administrator.
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import { createWebsiteForOwner } from "../src/server/domain/websites/website-for-owner";

const USAGE = `Usage: npm run website:create -- --name <shop name> (--domain <host> | --subdomain <label>) --owner <phone> [--owner-name <name>] [--superadmin]`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        name: { type: "string" },
        domain: { type: "string" },
        subdomain: { type: "string" },
        owner: { type: "string" },
        "owner-name": { type: "string", default: "" },
        superadmin: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!args.name || !args.owner) {
    console.error(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    // The server's own environment: the command runs where the server does, with its settings.
    console.error((error as Error).message);
    return 2;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(database, { seed: false });
    const made = await createWebsiteForOwner(
      database.db,
      { phone: args.owner, name: args["owner-name"], superadmin: args.superadmin },
      { name: args.name, ...(args.domain ? { domain: args.domain } : {}), ...(args.subdomain ? { subdomain: args.subdomain } : {}) },
      config.BASE_DOMAIN,
    );
    console.log(`Created website ${made.id}, answering at ${made.domains.join(", ")}.`);
    console.log(`Its owner signs in with ${args.owner} and finds Administration, Website Settings and POS in the account menu.`);
    return 0;
  } catch (error) {
    console.error(`Not created: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
