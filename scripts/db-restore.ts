// `npm run db:restore`: see src/server/db/database-commands.ts (ADR 0050).
import { restoreCommand } from "../src/server/db/database-commands";

process.exitCode = await restoreCommand(process.argv.slice(2));
