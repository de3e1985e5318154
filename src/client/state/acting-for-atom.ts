// The customer a sales agent is shopping for (ADR 0017): while set, the cart is the customer's,
// and every page says so.
import { atom } from "jotai";
import type { AgentCustomer } from "../../shared/api/account";

export const actingForAtom = atom<AgentCustomer | null>(null);
