// Who is using an owner's tool and on which website: the websites the user administers and the
// active one (the session's choice, which the admin API acts on). Loaded once by the shell.
import { createContext, useContext } from "react";
import { ApiError, isAbortError } from "../client/api/http-client";
import { fetchAdminWebsites } from "../client/api/admin-websites-api";
import type { AdminWebsite, AdminWebsitesAnswer } from "../shared/api/websites";
import { userMessage } from "../shared/error-message";
import type { AccessKind } from "./access-message";

export interface ToolSession {
  websites: AdminWebsitesAnswer;
  active: AdminWebsite;
}

export type SessionState = { kind: "ready"; session: ToolSession } | { kind: Exclude<AccessKind, "failed" | "not-admin-here"> } | { kind: "failed"; message: string };

/** What the shell shows for the websites answer. */
export function sessionState(answer: AdminWebsitesAnswer): SessionState {
  const active = answer.websites.find((w) => w.id === answer.active_website_id) ?? answer.websites.find((w) => w.active);
  if (active) return { kind: "ready", session: { websites: answer, active } };
  return answer.websites.length === 0 && !answer.superadmin ? { kind: "not-admin" } : { kind: "no-website" };
}

/** The session, or why there is none; only a cancelled call raises. */
export async function loadToolSession(signal?: AbortSignal): Promise<SessionState> {
  try {
    return sessionState(await fetchAdminWebsites(signal));
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiError && error.status === 401) return { kind: "signed-out" };
    if (error instanceof ApiError && error.status === 403) return { kind: "not-admin" };
    return { kind: "failed", message: userMessage(error) };
  }
}

export const ToolSessionContext = createContext<ToolSession | null>(null);

/** The signed-in admin and the website a tool's screens act on. */
export function useToolSession(): ToolSession {
  const session = useContext(ToolSessionContext);
  if (!session) throw new Error("useToolSession needs a tool's shell");
  return session;
}
