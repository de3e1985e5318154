// The sales agent's calls (ADR 0017): the dashboard, and ordering for a customer, which makes
// the cart calls work on the customer's cart until it is stopped.
import type { AgentCustomer, AgentDashboard } from "../../shared/api/account";
import { http } from "./http-client";

export function fetchAgentDashboard(page: number, signal?: AbortSignal): Promise<AgentDashboard> {
  return http.get<AgentDashboard>("/api/agent/dashboard", { query: { page }, signal });
}

/** Finds the customer by phone, or creates them when a name is given, and shops for them. */
export function startOrderFor(phone: string, name?: string): Promise<AgentCustomer> {
  return http.post<AgentCustomer>("/api/agent/customer", name ? { phone, name } : { phone });
}

export function stopOrderFor(): Promise<{ message: string }> {
  return http.post<{ message: string }>("/api/agent/customer/stop");
}
