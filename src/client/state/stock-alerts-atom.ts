// The packs the signed-in shopper waits for (issue 33), loaded once per signed-in person the
// first time a "Notify me" is shown, then kept as the shopper changes them.
import { atom, useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { fetchStockAlerts } from "../api/stock-alerts-api";
import { userAtom } from "./user-atom";

/** The user the set belongs to, and the pack ids; null until loaded. */
export const stockAlertsAtom = atom<{ userId: number; packs: ReadonlySet<number> } | null>(null);

let loading: { userId: number; promise: Promise<void> } | null = null;

/**
 * The packs the shopper waits for (empty for a visitor or until loaded), a setter, and whether
 * they are known yet (a button pressed before then could take back a request it did not show).
 */
export function useStockAlerts(): [ReadonlySet<number>, (packId: number, waiting: boolean) => void, boolean] {
  const user = useAtomValue(userAtom);
  const [state, setState] = useAtom(stockAlertsAtom);
  const userId = user?.id ?? null;
  const current = userId !== null && state?.userId === userId ? state.packs : null;

  useEffect(() => {
    if (userId === null || current !== null || loading?.userId === userId) return;
    const promise = fetchStockAlerts()
      .then((alerts) => setState({ userId, packs: new Set(alerts.map((a) => a.pack_id)) }))
      // Not knowing only means the button offers to ask again; asking twice is harmless.
      .catch(() => setState({ userId, packs: new Set() }))
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { userId, promise };
  }, [userId, current, setState]);

  const set = (packId: number, waiting: boolean) => {
    if (userId === null) return;
    const packs = new Set(current ?? []);
    if (waiting) packs.add(packId);
    else packs.delete(packId);
    setState({ userId, packs });
  };
  return [current ?? new Set(), set, userId === null || current !== null];
}
