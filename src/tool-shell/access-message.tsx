// What an owner's tool (page builder, back office) says instead of its screens when the visitor
// may not use them, or when it could not start: signed out, not an admin, no website chosen, or
// a failed call. Each tool words it for itself; where each message leads is the same for all.
import { CHOOSE_WEBSITE_PATH, LOGIN_PATH } from "./tool-paths";

export type AccessKind = "signed-out" | "not-admin" | "not-admin-here" | "no-website" | "failed";

/** A tool's wording: a title and a sentence per kind, and the title of a failure. */
export type AccessTexts = Record<Exclude<AccessKind, "failed">, { title: string; text: string }> & { failedTitle: string };

const LINKS: Record<Exclude<AccessKind, "failed">, { to: string; text: string }> = {
  "signed-out": { to: LOGIN_PATH, text: "Sign in" },
  "not-admin": { to: CHOOSE_WEBSITE_PATH, text: "Choose a website" },
  "not-admin-here": { to: CHOOSE_WEBSITE_PATH, text: "Choose a website" },
  "no-website": { to: CHOOSE_WEBSITE_PATH, text: "Choose a website" },
};

export interface AccessMessageProps {
  kind: AccessKind;
  texts: AccessTexts;
  /** For "failed": what went wrong, in §8 words. */
  message?: string;
  onRetry?: () => void;
}

export function AccessMessage({ kind, texts, message, onRetry }: AccessMessageProps) {
  if (kind === "failed") {
    return (
      <section className="tool-access" aria-labelledby="tool-access-title">
        <h1 id="tool-access-title">{texts.failedTitle}</h1>
        <p>{message}</p>
        {onRetry ? (
          <button type="button" className="ui-button ui-button-primary" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </section>
    );
  }
  const { title, text } = texts[kind];
  const link = LINKS[kind];
  return (
    <section className="tool-access" aria-labelledby="tool-access-title">
      <h1 id="tool-access-title">{title}</h1>
      <p>{text}</p>
      {/* Plain links: these screens belong to the shop, not to the tool's router. */}
      <a className="ui-button ui-button-primary" href={link.to}>
        {link.text}
      </a>
    </section>
  );
}
