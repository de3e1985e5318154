// Takes the owner to a field that needs fixing: the input with the given id, else the first
// field marked invalid in `container`. The field may not be drawn yet (its block's form loads
// its schema first), so the focus waits until it appears.
import { useCallback, useEffect, useState, type RefObject } from "react";

export function useFieldFocus(container: RefObject<HTMLElement | null>): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!request || !root) return;
    const attempt = () => {
      const field = document.getElementById(request.id) ?? root.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!field) return false;
      field.focus();
      field.scrollIntoView?.({ block: "center" });
      return true;
    };
    if (attempt()) return;
    const observer = new MutationObserver(() => {
      if (attempt()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-invalid"] });
    return () => observer.disconnect();
  }, [request, container]);

  // A new object each time, so asking twice for one field focuses it twice.
  return useCallback((id: string) => setRequest({ id }), []);
}
