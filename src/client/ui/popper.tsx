// A panel floating beside an anchor element (§2, §4, §9): z-index 9999, 10 px from the anchor,
// below and left-aligned unless there is no room, fading out over 200 ms. It closes on a
// pointer press outside the panel and the anchor, and on Escape.
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useDelayedPresence } from "./use-delayed-presence";
import "./ui.css";

export const POPPER_Z_INDEX = 9999;
export const POPPER_OFFSET = 10;
export const POPPER_FADE_MS = 200;

export type PopperPlacement = "bottom-start" | "bottom-end" | "top-start" | "top-end";
export type PopperCloseReason = "escape" | "outside";

/**
 * Where poppers are portalled. A modal dialog traps focus and pointer events inside its
 * content, so a popper opened from inside one must live inside that content to be usable;
 * the modal provides its content element here. `undefined` (no provider) means document.body,
 * `null` means the container is not mounted yet.
 */
export const PopperContainerContext = createContext<HTMLElement | null | undefined>(undefined);

interface Rect {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

export interface PopperPosition {
  top: number;
  left: number;
  placement: PopperPlacement;
}

/**
 * Viewport coordinates for a panel of `size` next to `anchor`. The panel flips to the other
 * side when it does not fit on the preferred one and the other side has more room, and is
 * shifted sideways to stay inside the viewport when it is narrower than the viewport.
 */
export function computePopperPosition(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  placement: PopperPlacement = "bottom-start",
  offset: number = POPPER_OFFSET,
): PopperPosition {
  const [preferred, align] = placement.split("-") as ["bottom" | "top", "start" | "end"];
  const spaceBelow = viewport.height - anchor.bottom - offset;
  const spaceAbove = anchor.top - offset;
  let side = preferred;
  if (preferred === "bottom" && size.height > spaceBelow && spaceAbove > spaceBelow) side = "top";
  if (preferred === "top" && size.height > spaceAbove && spaceBelow > spaceAbove) side = "bottom";
  const top = side === "bottom" ? anchor.bottom + offset : anchor.top - offset - size.height;
  let left = align === "start" ? anchor.left : anchor.right - size.width;
  if (size.width <= viewport.width) left = Math.min(Math.max(0, left), viewport.width - size.width);
  return { top, left, placement: `${side}-${align}` };
}

export interface PopperProps {
  /** The element the panel is placed against; presses on it do not count as outside. */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onClose: (reason: PopperCloseReason) => void;
  children: ReactNode;
  placement?: PopperPlacement;
  offset?: number;
  /** Make the panel at least as wide as the anchor (select-like widgets). */
  matchWidth?: boolean;
  className?: string;
  id?: string;
  role?: string;
  "aria-label"?: string;
}

export function Popper({ anchor, open, onClose, children, placement = "bottom-start", offset = POPPER_OFFSET, matchWidth = false, className, id, role, "aria-label": ariaLabel }: PopperProps) {
  // The open delay of 0 still defers the shown state by a task, so the fade-in transition runs.
  const { mounted, shown } = useDelayedPresence(open, 0, POPPER_FADE_MS);
  const container = useContext(PopperContainerContext);
  const panel = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<PopperPosition & { anchorWidth: number }>({ top: 0, left: 0, placement, anchorWidth: 0 });
  // The latest onClose without re-subscribing the document listeners on every render.
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useLayoutEffect(() => {
    if (!mounted) return;
    const place = () => {
      const anchorEl = anchor.current;
      const panelEl = panel.current;
      if (!anchorEl || !panelEl) return;
      const rect = anchorEl.getBoundingClientRect();
      const next = computePopperPosition(rect, { width: panelEl.offsetWidth, height: panelEl.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, placement, offset);
      setPosition((prev) => (prev.top === next.top && prev.left === next.left && prev.placement === next.placement && prev.anchorWidth === rect.width ? prev : { ...next, anchorWidth: rect.width }));
    };
    place();
    window.addEventListener("resize", place);
    // Capture, so scrolling any scrollable ancestor of the anchor moves the panel along.
    window.addEventListener("scroll", place, true);
    // The panel's own size changes as its content does (a filtered list), which can decide
    // whether it still fits below.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(place);
    if (panel.current) observer?.observe(panel.current);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
      observer?.disconnect();
    };
  }, [mounted, anchor, placement, offset, container]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panel.current?.contains(target) || anchor.current?.contains(target)) return;
      closeRef.current("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Window capture runs before a surrounding dialog's own Escape handling, so Escape
      // closes only the popper, the innermost layer, and not the modal it sits in.
      event.stopPropagation();
      event.preventDefault();
      closeRef.current("escape");
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [open, anchor]);

  if (!mounted || container === null) return null;
  const classes = ["popper", shown ? "is-shown" : "", className ?? ""].filter(Boolean).join(" ");
  return createPortal(
    <div
      ref={panel}
      id={id}
      role={role}
      aria-label={ariaLabel}
      className={classes}
      data-state={open ? "open" : "closed"}
      data-placement={position.placement}
      // A fading panel must not take clicks or focus meant for what is behind it.
      inert={!open}
      style={{
        position: "fixed",
        top: position.top,
        left: position.left,
        zIndex: POPPER_Z_INDEX,
        minWidth: matchWidth ? position.anchorWidth : undefined,
        transition: `opacity ${POPPER_FADE_MS}ms ease`,
      }}
    >
      {children}
    </div>,
    container ?? document.body,
  );
}
