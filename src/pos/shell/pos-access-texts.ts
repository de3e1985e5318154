// The point of sale's words for the owner's tools' access messages (src/tool-shell).
import type { AccessTexts } from "../../tool-shell/access-message";

export const POS_ACCESS_TEXTS: AccessTexts = {
  "signed-out": {
    title: "Sign in to use the point of sale",
    text: "The point of sale is for a shop's admins and staff. Sign in with your phone number, then open POS from your account menu.",
  },
  "not-admin": {
    title: "Only admins and staff can use the point of sale",
    text: "Your account does not work at this shop's counter. Choose a website you manage, or ask the shop's admin to add you as staff.",
  },
  "not-admin-here": {
    title: "Only admins and staff can use the point of sale",
    text: "Only this website's admins and staff can sell at its counter. Choose one of the websites you work for.",
  },
  "no-website": {
    title: "Choose a website",
    text: "The point of sale sells for the website you have chosen. Choose one of your websites first.",
  },
  failedTitle: "The point of sale could not start",
};
