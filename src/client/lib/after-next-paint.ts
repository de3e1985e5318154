// Resolves once the browser has painted the next frame: what a handler changed on screen is
// drawn before the work that follows it runs (a press shows its loading state before its
// request is built and sent, which cost a slow phone a frame's worth of script). A hidden page
// paints no frames, so there it resolves on the next task.
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") {
      setTimeout(resolve, 0);
      return;
    }
    // The frame's callbacks run before its paint; the task queued from them runs after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
