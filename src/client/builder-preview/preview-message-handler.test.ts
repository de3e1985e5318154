import { afterEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_SETTINGS } from "../../shared/builder-preview-messages";
import { previewMessageHandler } from "./preview-message-handler";

const settings = { name: "Fresh Basket", navSetting: { header_template: 3 }, navs: [], footers: [] };

function otherWindow(): Window {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  return frame.contentWindow!;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the preview's message handler", () => {
  it("applies a settings document sent by the framing window of this origin", () => {
    const parent = otherWindow();
    const onSettings = vi.fn();
    previewMessageHandler({ origin: location.origin, parent }, onSettings)(new MessageEvent("message", { data: { type: PREVIEW_SETTINGS, settings }, origin: location.origin, source: parent }));
    expect(onSettings).toHaveBeenCalledWith(settings);
  });

  it("ignores another origin, another window, and messages that are not settings", () => {
    const parent = otherWindow();
    const stranger = otherWindow();
    const onSettings = vi.fn();
    const handle = previewMessageHandler({ origin: location.origin, parent }, onSettings);
    const message = { type: PREVIEW_SETTINGS, settings };
    handle(new MessageEvent("message", { data: message, origin: "https://evil.example", source: parent }));
    handle(new MessageEvent("message", { data: message, origin: location.origin, source: stranger }));
    handle(new MessageEvent("message", { data: message, origin: location.origin, source: null }));
    handle(new MessageEvent("message", { data: { type: "something-else", settings }, origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: { type: PREVIEW_SETTINGS, settings: { name: "No menus" } }, origin: location.origin, source: parent }));
    handle(new MessageEvent("message", { data: "kirana:builder-preview-settings", origin: location.origin, source: parent }));
    expect(onSettings).not.toHaveBeenCalled();
  });

  it("obeys nobody when the page is not framed", () => {
    const onSettings = vi.fn();
    previewMessageHandler({ origin: location.origin, parent: null }, onSettings)(new MessageEvent("message", { data: { type: PREVIEW_SETTINGS, settings }, origin: location.origin, source: null }));
    expect(onSettings).not.toHaveBeenCalled();
  });
});
