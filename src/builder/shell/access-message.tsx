// What the builder says instead of its screens when the visitor may not use them, or when it
// could not start: signed out, not an admin, no website chosen, or a failed call.
const CHOOSE_PATH = "/auth/bos/choose";
const LOGIN_PATH = "/auth/login";

export type AccessKind = "signed-out" | "not-admin" | "not-admin-here" | "no-website" | "failed";

const TEXTS: Record<Exclude<AccessKind, "failed">, { title: string; text: string; link: { to: string; text: string } }> = {
  "signed-out": {
    title: "Sign in to edit your website",
    text: "The page builder is for website owners. Sign in with your phone number, then open Website Settings from your account menu.",
    link: { to: LOGIN_PATH, text: "Sign in" },
  },
  "not-admin": {
    title: "Your account does not manage a website",
    text: "Only a website's admins can change its settings. Choose a website you manage, or create one.",
    link: { to: CHOOSE_PATH, text: "Choose a website" },
  },
  "not-admin-here": {
    title: "You are not an admin of this website",
    text: "Only a website's admins can change its settings. Choose one of the websites you manage.",
    link: { to: CHOOSE_PATH, text: "Choose a website" },
  },
  "no-website": {
    title: "Choose a website to edit",
    text: "The page builder edits the website you have chosen. Choose one of your websites first.",
    link: { to: CHOOSE_PATH, text: "Choose a website" },
  },
};

export interface AccessMessageProps {
  kind: AccessKind;
  /** For "failed": what went wrong, in §8 words. */
  message?: string;
  onRetry?: () => void;
}

export function AccessMessage({ kind, message, onRetry }: AccessMessageProps) {
  if (kind === "failed") {
    return (
      <section className="builder-access" aria-labelledby="builder-access-title">
        <h1 id="builder-access-title">The page builder could not start</h1>
        <p>{message}</p>
        {onRetry ? (
          <button type="button" className="ui-button ui-button-primary" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </section>
    );
  }
  const { title, text, link } = TEXTS[kind];
  return (
    <section className="builder-access" aria-labelledby="builder-access-title">
      <h1 id="builder-access-title">{title}</h1>
      <p>{text}</p>
      {/* Plain links: these screens belong to the shop, not to the builder's router. */}
      <a className="ui-button ui-button-primary" href={link.to}>
        {link.text}
      </a>
    </section>
  );
}
