// `npm run db:backup`: see src/server/db/database-commands.ts (ADR 0050).
import { backupCommand } from "../src/server/db/database-commands";

process.exitCode = await backupCommand(process.argv.slice(2));
