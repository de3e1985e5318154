// §2 scrolling: smooth to the hash target or the top after a navigation, unless the route
// sets scrollToTop false; back and forward restore the position the page was left at.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useMatches, useNavigationType } from "react-router";
import type { RouteHandle } from "./route-handle";

const KEY = "kirana.scroll";
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
})();

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const scrollToTop = handle?.route.meta.scrollToTop !== false;

  // The entry scroll events belong to; switched before this navigation's own scrolling starts,
  // so a smooth scroll to the top is never recorded against the page being left.
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    let frame = 0;
    const onScroll = () => {
      const key = currentKey.current;
      const y = window.scrollY;
      positions[key] = y;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(KEY, JSON.stringify(positions));
        } catch {
          // Without storage, positions still last for this tab's life.
        }
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === "POP") {
      const y = positions[location.key];
      if (y !== undefined) window.scrollTo({ top: y, behavior: "instant" as ScrollBehavior });
      return;
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
      if (target) {
        target.scrollIntoView({ behavior: "smooth", block: "start" });
        return;
      }
    }
    if (scrollToTop) window.scrollTo({ top: 0, behavior: "smooth" });
  }, [location.key, location.hash, navigationType, scrollToTop]);

  return null;
}
