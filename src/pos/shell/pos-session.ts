// Who is at the counter (GET /s/api/pos/session), loaded once by the shell, and the warehouse
// the counter sells from: the screens read both from this context.
import { createContext, useContext } from "react";
import { posApi } from "../../client/api/pos-api";
import { ApiError, isAbortError } from "../../client/api/http-client";
import type { PosSession, PosWarehouse } from "../../shared/api/pos";
import { userMessage } from "../../shared/error-message";

export type PosSessionState = { kind: "ready"; session: PosSession } | { kind: "signed-out" | "not-admin-here" } | { kind: "failed"; message: string };

/** The session, or why there is none; only a cancelled call raises. */
export async function loadPosSession(signal?: AbortSignal): Promise<PosSessionState> {
  try {
    return { kind: "ready", session: await posApi.session(signal) };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiError && error.status === 401) return { kind: "signed-out" };
    if (error instanceof ApiError && error.status === 403) return { kind: "not-admin-here" };
    return { kind: "failed", message: userMessage(error) };
  }
}

export interface PosCounter {
  session: PosSession;
  /** Null when the website has no warehouse to sell from. */
  warehouse: PosWarehouse | null;
  chooseWarehouse: (id: number) => void;
}

export const PosCounterContext = createContext<PosCounter | null>(null);

/** The signed-in member of staff, the website and the counter's warehouse. */
export function usePosCounter(): PosCounter {
  const counter = useContext(PosCounterContext);
  if (!counter) throw new Error("usePosCounter needs the point of sale's shell");
  return counter;
}
