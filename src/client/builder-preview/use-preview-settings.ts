// The preview's side of the channel with the builder (ADR 0024): says it is listening, then
// applies every settings document the framing builder sends to the shop's state and head.
import { useEffect, useState } from "react";
import { useSetAtom } from "jotai";
import { PREVIEW_READY, type PreviewReadyMessage } from "../../shared/builder-preview-messages";
import { applySiteSettingsAtom } from "../state/site-settings-override";
import { previewMessageHandler } from "./preview-message-handler";
import { applyThemeCss, loadServedFont } from "./preview-look";

export type PreviewStatus = "not-framed" | "waiting" | "showing";

export function usePreviewSettings(): PreviewStatus {
  const apply = useSetAtom(applySiteSettingsAtom);
  const [status, setStatus] = useState<PreviewStatus>(() => (window.parent === window ? "not-framed" : "waiting"));

  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = previewMessageHandler({ origin: location.origin, parent: window.parent }, (settings) => {
      apply(settings);
      applyThemeCss(settings.colors, settings.font_family);
      void loadServedFont(settings.font_family);
      setStatus("showing");
    });
    window.addEventListener("message", onMessage);
    const ready: PreviewReadyMessage = { type: PREVIEW_READY };
    window.parent.postMessage(ready, location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, [apply]);

  return status;
}
