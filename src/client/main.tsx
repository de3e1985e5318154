// The shop's entry, kept small on purpose. The server's page is already readable and its links
// work, so the shop's script is fetched only once the page's priority pictures have painted:
// on a slow phone connection its download would otherwise compete with them, and hydrating is
// one long task that would hold their paint back (see after-priority-paint.ts).
import { afterPriorityPaint } from "./app/after-priority-paint";
import { requestModulePreloads } from "./app/request-module-preloads";
import { fetchMessages } from "./i18n/fetch-messages";

const root = document.getElementById("root")!;
const serverRendered = root.dataset.ssr === "true";
const ready = serverRendered ? afterPriorityPaint(root) : Promise.resolve();
void ready.then(() => {
  // Every chunk the page will run, asked for together with the shop's code (ADR 0065), and
  // the page's messages beside them (ADR 0085): hydrating needs both.
  requestModulePreloads();
  const messages = fetchMessages();
  return import("./start-app").then(({ startApp }) => startApp(root, serverRendered, messages));
});
