// §4 auth state: a signed-in user or nobody. Written only through setUserAtom, so "a user with
// no data clears it" holds for every writer (login, init, logout).
import { atom } from "jotai";
import type { SignedInUser } from "../../shared/api/init";

/** What a writer may hand over: a user (role flags default to false, §3) or nothing. */
export type UserInput = (Omit<SignedInUser, "superadmin" | "hasAdminAccess" | "isSalesAgent" | "isStaff"> & Partial<SignedInUser>) | Record<string, never> | null | undefined;

const userState = atom<SignedInUser | null>(null);

export const userAtom = atom((get) => get(userState));

function hasData(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
}

/** The stored form of a user: null for no data, else the user with the §3 defaults. */
export function toSignedInUser(input: UserInput): SignedInUser | null {
  if (!hasData(input)) return null;
  const user = input as Exclude<UserInput, Record<string, never> | null | undefined>;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    superadmin: user.superadmin ?? false,
    hasAdminAccess: user.hasAdminAccess ?? false,
    isSalesAgent: user.isSalesAgent ?? false,
    isStaff: user.isStaff ?? false,
  };
}

export const setUserAtom = atom(null, (_get, set, input: UserInput) => {
  set(userState, toSignedInUser(input));
});
