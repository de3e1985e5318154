// A mistake in stored merchant content would be logged on every request for its page: each is
// logged once per process instead. The set is bounded, so a stream of distinct mistakes cannot
// grow it without end (it starts over when full).
export interface WarnLog {
  warn(details: object, message: string): void;
}

const MAX_REMEMBERED = 1000;

/** A logger of warnings that says each `key` once; each caller keeps its own memory. */
export function warnOnce(): (log: WarnLog | undefined, key: string, details: object, message: string) => void {
  const said = new Set<string>();
  return (log, key, details, message) => {
    if (!log || said.has(key)) return;
    if (said.size >= MAX_REMEMBERED) said.clear();
    said.add(key);
    log.warn(details, message);
  };
}
