// The preview's side of the channel with the builder (ADR 0024): says it is listening, then
// applies every settings document the framing builder sends to the shop's state and head, and
// keeps the page it sends, if any, to be drawn as the route it belongs to, and the id of the
// block the builder has selected in it.
import { useEffect, useRef, useState } from "react";
import { useSetAtom } from "jotai";
import { PREVIEW_PAGE, PREVIEW_READY, PREVIEW_SELECT, type PreviewReadyMessage } from "../../shared/builder-preview-messages";
import type { SiteSettings } from "../../shared/api/site-settings";
import type { PageDocument } from "../../shared/page-document";
import { dynamicRoute, routes } from "../../shared/routes";
import { applySiteSettingsAtom } from "../state/site-settings-override";
import { previewMessageHandler } from "./preview-message-handler";
import { previewPageChromeAtom } from "./preview-chrome-atom";
import { applyThemeCss, loadServedFont } from "./preview-look";

export type PreviewStatus = "not-framed" | "waiting" | "showing";

export interface BuilderPreview {
  status: PreviewStatus;
  /** The page the builder sent last; null while it sends settings only. */
  page: PageDocument | null;
  /** The block the builder has selected (ADR 0053 id); null when none is. */
  selectedId: string | null;
}

export function useBuilderPreview(): BuilderPreview {
  const apply = useSetAtom(applySiteSettingsAtom);
  const setChrome = useSetAtom(previewPageChromeAtom);
  const [status, setStatus] = useState<PreviewStatus>(() => (window.parent === window ? "not-framed" : "waiting"));
  const [page, setPage] = useState<PageDocument | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A page editor sends the same saved settings with every edit: redrawing the chrome and
  // rewriting the theme each time would be work for nothing.
  const appliedSettings = useRef("");

  useEffect(() => {
    if (window.parent === window) return;
    const applySettings = (settings: SiteSettings) => {
      const json = JSON.stringify(settings);
      if (json === appliedSettings.current) return;
      appliedSettings.current = json;
      apply(settings);
      applyThemeCss(settings.colors, settings.font_family);
      void loadServedFont(settings.font_family);
    };
    const onMessage = previewMessageHandler({ origin: location.origin, parent: window.parent }, (message) => {
      // The selection is kept apart from the page: it may arrive before the page it belongs to.
      if (message.type === PREVIEW_SELECT) return setSelectedId(message.id);
      applySettings(message.settings);
      if (message.type === PREVIEW_PAGE) {
        const route = routes.find((r) => r.name === message.routeName) ?? dynamicRoute;
        const { show_navbar, show_sub_navbar, show_footer } = message.page;
        setChrome({ show_navbar, show_sub_navbar, show_footer, fullWidth: route.meta.fullWidth });
        setPage(message.page);
      } else {
        setChrome(null);
        setPage(null);
      }
      setStatus("showing");
    });
    window.addEventListener("message", onMessage);
    const ready: PreviewReadyMessage = { type: PREVIEW_READY };
    window.parent.postMessage(ready, location.origin);
    return () => {
      window.removeEventListener("message", onMessage);
      // The shell goes back to the flags of whatever route it draws next.
      setChrome(null);
    };
  }, [apply, setChrome]);

  return { status, page, selectedId };
}
