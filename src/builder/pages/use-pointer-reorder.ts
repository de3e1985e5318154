// Reordering a list by dragging its items' handles, with pointer events: the handle captures
// the pointer, the drop place follows it (items stay where they are meanwhile, a marker shows
// where the item would go), and letting go moves the item. Works with a mouse, a pen or a
// finger, and with a test driving the mouse.
import { useCallback, useRef, useState, type PointerEvent, type RefObject } from "react";
import { dropIndex } from "./drop-index";

export interface Drag {
  from: number;
  to: number;
}

/** Items of the list carry this attribute; their layout decides the drop place. */
export const REORDER_ITEM_ATTRIBUTE = "data-reorder-item";

export function usePointerReorder(list: RefObject<HTMLElement | null>, onMove: (from: number, to: number) => void) {
  const [drag, setDragState] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const middles = useRef<number[]>([]);
  const setDrag = useCallback((next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  }, []);

  const handleProps = useCallback(
    (index: number) => ({
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        // No text selection while dragging; the handle still takes the focus for the keyboard.
        event.preventDefault();
        event.currentTarget.focus();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const items = list.current?.querySelectorAll<HTMLElement>(`[${REORDER_ITEM_ATTRIBUTE}]`) ?? [];
        middles.current = [...items].map((item) => {
          const box = item.getBoundingClientRect();
          return box.top + box.height / 2;
        });
        setDrag({ from: index, to: index });
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = dragRef.current;
        if (!current) return;
        const to = dropIndex(middles.current, event.clientY, current.from);
        if (to !== current.to) setDrag({ ...current, to });
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const current = dragRef.current;
        if (!current) return;
        event.currentTarget.releasePointerCapture?.(event.pointerId);
        setDrag(null);
        if (current.to !== current.from) onMove(current.from, current.to);
      },
      onPointerCancel() {
        setDrag(null);
      },
    }),
    [list, onMove, setDrag],
  );

  return { drag, handleProps };
}
