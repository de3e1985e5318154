// §4 popup banner: once per visit, 5 s after the shop loads, if the shopper is then on / or
// /products; it hides itself after `duration` seconds and can be closed. With `once`, the
// image is remembered in local storage and that image never shows again in this browser.
import { useEffect, useRef, useState } from "react";
import type { Popup } from "../../../shared/api/init";
import { POPUP_DEFAULT_DURATION_S, POPUP_DELAY_MS, POPUP_PATHS } from "../../../shared/constants";
import { cdnImage } from "../../../shared/cdn-image";
import { BannerAnchor } from "../../../../registry/parts/banner-anchor";
import { useT } from "../../i18n/use-t";
import "./panels.css";

const seenKey = (image: string) => `kirana.popup.seen:${image}`;

function wasSeen(image: string): boolean {
  try {
    return window.localStorage.getItem(seenKey(image)) !== null;
  } catch {
    return false;
  }
}

function markSeen(image: string): void {
  try {
    window.localStorage.setItem(seenKey(image), new Date().toISOString());
  } catch {
    // Storage can be full or blocked; the popup then simply may show again.
  }
}

export function PopupBanner({ popup, path }: { popup: Popup | null | undefined; path: string }) {
  const [shown, setShown] = useState(false);
  const t = useT();
  const pathRef = useRef(path);
  pathRef.current = path;
  const image = popup?.image ?? "";
  const once = popup?.once ?? false;
  const seconds = popup?.duration && popup.duration > 0 ? popup.duration : POPUP_DEFAULT_DURATION_S;

  useEffect(() => {
    if (!image || (once && wasSeen(image))) return;
    const timer = window.setTimeout(() => {
      if (!POPUP_PATHS.includes(pathRef.current)) return;
      if (once) markSeen(image);
      setShown(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [image, once]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(false), seconds * 1000);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setShown(false);
    window.addEventListener("keydown", onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, [shown, seconds]);

  // Leaving the page takes the popup with it.
  useEffect(() => {
    if (!POPUP_PATHS.includes(path)) setShown(false);
  }, [path]);

  if (!shown || !popup) return null;
  return (
    <div className="popup-banner" onClick={(e) => e.target === e.currentTarget && setShown(false)}>
      <div className="popup-banner-box" role="dialog" aria-label={t("app.offer")}>
        <div onClick={() => setShown(false)}>
          <BannerAnchor link={popup.link} label={t("app.openOffer")}>
            <img src={cdnImage(popup.image, "large")} alt="" width={480} height={480} />
          </BannerAnchor>
        </div>
        <button type="button" className="popup-banner-close" aria-label={t("app.close")} onClick={() => setShown(false)}>
          ×
        </button>
      </div>
    </div>
  );
}
