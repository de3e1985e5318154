// CPU time of processes from /proc (Linux): under a shared, busy machine the CPU an order costs
// is a steadier figure than its latency, which also counts the time spent waiting for a core.
import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds of these processes so far; a process that is gone counts 0. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command name (field 2) may hold spaces; the fields after it are space-separated.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not Linux, or the process ended.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
