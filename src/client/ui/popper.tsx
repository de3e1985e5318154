// A panel floating by its anchor (§9: z-index 9999, offset 10 px), flipped above when there is
// no room below, fading out over 200 ms; closes on an outside click or Escape.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useDelayedPresence } from "./use-delayed-presence";

export const POPPER_Z_INDEX = 9999;
export const POPPER_OFFSET = 10;
export const POPPER_FADE_MS = 200;

export function Popper({ anchor, open, onClose, children, className, matchWidth }: { anchor: RefObject<HTMLElement | null>; open: boolean; onClose(): void; children: ReactNode; className?: string; matchWidth?: boolean }) {
  const { mounted, shown } = useDelayedPresence(open, 0, POPPER_FADE_MS);
  const panel = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState({ top: 0, left: 0, width: 0 });

  useLayoutEffect(() => {
    if (!mounted || !anchor.current) return;
    const place = () => {
      const a = anchor.current!.getBoundingClientRect();
      const h = panel.current?.offsetHeight ?? 0;
      const below = a.bottom + POPPER_OFFSET;
      const flip = below + h > window.innerHeight && a.top - POPPER_OFFSET - h > 0;
      setPos({ top: (flip ? a.top - POPPER_OFFSET - h : below) + window.scrollY, left: a.left + window.scrollX, width: a.width });
    };
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [mounted, anchor]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!panel.current?.contains(t) && !anchor.current?.contains(t)) onClose();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, onClose, anchor]);

  if (!mounted) return null;
  return createPortal(
    <div
      ref={panel}
      className={`popper${shown ? " is-shown" : ""}${className ? ` ${className}` : ""}`}
      style={{ position: "absolute", top: pos.top, left: pos.left, zIndex: POPPER_Z_INDEX, minWidth: matchWidth ? pos.width : undefined, transition: `opacity ${POPPER_FADE_MS}ms` }}
      data-state={open ? "open" : "closing"}
    >
      {children}
    </div>,
    document.body,
  );
}
