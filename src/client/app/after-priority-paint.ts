// Hydration is one long task. Started while the server-rendered page's largest picture is
// still on its way, it holds back that picture's paint by as long as it runs — seconds on a
// slow phone. The page is already readable and its links work without the shop's script, so
// the shop takes over once the priority pictures have painted, or after a cap.
import { afterNextPaint } from "../lib/after-next-paint";

export const PRIORITY_PAINT_CAP_MS = 2500;

function settled(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener("load", () => resolve(), { once: true });
    img.addEventListener("error", () => resolve(), { once: true });
  });
}

export function afterPriorityPaint(root: ParentNode, capMs = PRIORITY_PAINT_CAP_MS): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const loaded = Promise.all(images.map(settled));
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  // One more frame, so the pictures are on screen and not only decoded.
  return Promise.race([loaded, cap]).then(afterNextPaint);
}
