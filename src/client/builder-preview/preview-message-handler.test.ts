import { afterEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_BLOCK_CLICK, PREVIEW_PAGE, PREVIEW_SELECT, PREVIEW_SETTINGS } from "../../shared/builder-preview-messages";
import { previewMessageHandler } from "./preview-message-handler";

const settings = { name: "Fresh Basket", navSetting: { header_template: 3 }, navs: [], footers: [] };
const page = { url: "/", css: "", show_navbar: true, show_sub_navbar: true, show_footer: true, components: [{ name: "rich-text", data: { html: "<p>Hi</p>" } }] };
const settingsMessage = { type: PREVIEW_SETTINGS, settings };
const pageMessage = { type: PREVIEW_PAGE, settings, routeName: "home", page };
const selectMessage = { type: PREVIEW_SELECT, id: "a1b2c3d4e5" };

function otherWindow(): Window {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  return frame.contentWindow!;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the preview's message handler", () => {
  it("hands on settings and page documents, and the selected block, sent by the framing window of this origin", () => {
    const parent = otherWindow();
    const onMessage = vi.fn();
    const handle = previewMessageHandler({ origin: location.origin, parent }, onMessage);
    handle(new MessageEvent("message", { data: settingsMessage, origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: pageMessage, origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: selectMessage, origin: location.origin, source: parent }));
    expect(onMessage.mock.calls).toEqual([[settingsMessage], [pageMessage], [selectMessage]]);
  });

  it("ignores another origin, another window, and messages that are not documents", () => {
    const parent = otherWindow();
    const stranger = otherWindow();
    const onMessage = vi.fn();
    const handle = previewMessageHandler({ origin: location.origin, parent }, onMessage);
    for (const message of [settingsMessage, pageMessage, selectMessage]) {
      handle(new MessageEvent("message", { data: message, origin: "https://evil.example", source: parent }));
      handle(new MessageEvent("message", { data: message, origin: location.origin, source: stranger }));
      handle(new MessageEvent("message", { data: message, origin: location.origin, source: null }));
    }
    handle(new MessageEvent("message", { data: { type: "something-else", settings }, origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: { type: PREVIEW_SETTINGS, settings: { name: "No menus" } }, origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: { ...pageMessage, page: { ...page, components: [{}] } }, origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: "kirana:builder-preview-settings", origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: { type: PREVIEW_SELECT, id: "[x]" }, origin: location.origin, source: parent }));
    // The frame's own message to the builder is not an order to the frame.
    handle(new MessageEvent("message", { data: { type: PREVIEW_BLOCK_CLICK, id: "a1b2c3d4e5" }, origin: location.origin, source: parent }));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("obeys nobody when the page is not framed", () => {
    const onMessage = vi.fn();
    previewMessageHandler({ origin: location.origin, parent: null }, onMessage)(new MessageEvent("message", { data: pageMessage, origin: location.origin, source: null }));
    expect(onMessage).not.toHaveBeenCalled();
  });
});
