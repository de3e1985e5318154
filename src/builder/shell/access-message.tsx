// The builder's words for the owner's tools' access messages (src/tool-shell), and the message
// in them for the builder's screens.
import { AccessMessage as ToolAccessMessage, type AccessMessageProps, type AccessTexts } from "../../tool-shell/access-message";

export type { AccessKind } from "../../tool-shell/access-message";

export const BUILDER_ACCESS_TEXTS: AccessTexts = {
  "signed-out": {
    title: "Sign in to edit your website",
    text: "The page builder is for website owners. Sign in with your phone number, then open Website Settings from your account menu.",
  },
  "not-admin": {
    title: "Your account does not manage a website",
    text: "Only a website's admins can change its settings. Choose a website you manage, or create one.",
  },
  "not-admin-here": {
    title: "You are not an admin of this website",
    text: "Only a website's admins can change its settings. Choose one of the websites you manage.",
  },
  "no-website": {
    title: "Choose a website to edit",
    text: "The page builder edits the website you have chosen. Choose one of your websites first.",
  },
  failedTitle: "The page builder could not start",
};

export function AccessMessage(props: Omit<AccessMessageProps, "texts">) {
  return <ToolAccessMessage texts={BUILDER_ACCESS_TEXTS} {...props} />;
}
