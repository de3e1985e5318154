// The shop's screens the owner's tools send a visitor to: signing in, and choosing the website
// the tools act on (ADR 0023). Plain addresses, outside every tool's router.
export const LOGIN_PATH = "/auth/login";
export const CHOOSE_WEBSITE_PATH = "/auth/bos/choose";
