// How long a message that failed waits before its next try: twice as long each time, so a
// provider that is down for an hour is not asked hundreds of times, and a short blip costs a
// minute. After the last try the message is marked failed and the owner sees it.

/** Tries in all, the first included: about two hours from the first to the last. */
export const MESSAGE_MAX_ATTEMPTS = 8;

const FIRST_DELAY_SECONDS = 60;
const LONGEST_DELAY_SECONDS = 3600;

/** Seconds to wait after the `attempts`-th try failed (1 after the first). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_SECONDS);
}
