// `npm run db:check`: see src/server/db/database-commands.ts (ADR 0050).
import { checkCommand } from "../src/server/db/database-commands";

process.exitCode = await checkCommand(process.argv.slice(2));
