// The back office's words for the owner's tools' access messages (src/tool-shell).
import type { AccessTexts } from "../../tool-shell/access-message";

export const ADMIN_ACCESS_TEXTS: AccessTexts = {
  "signed-out": {
    title: "Sign in to run your shop",
    text: "The back office is for a website's admins. Sign in with your phone number, then open Administration from your account menu.",
  },
  "not-admin": {
    title: "Your account does not manage a website",
    text: "Only a website's admins can use the back office. Choose a website you manage, or create one.",
  },
  "not-admin-here": {
    title: "You are not an admin of this website",
    text: "Only a website's admins can use the back office. Choose one of the websites you manage.",
  },
  "no-website": {
    title: "Choose a website to manage",
    text: "The back office works on the website you have chosen. Choose one of your websites first.",
  },
  failedTitle: "The back office could not start",
};
