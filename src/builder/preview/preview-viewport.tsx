// The live preview's frame: the real shop at /builder-preview, at a phone's, a tablet's or a
// laptop's width, drawing whatever document it is sent. A width wider than the pane is scaled
// down to fit, so the shop lays itself out as on that device rather than squeezed.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { PreviewDocumentMessage } from "../../shared/builder-preview-messages";
import { BUILDER_PREVIEW_PATH } from "../../shared/page-builder";
import { initialPreviewWidth, PREVIEW_WIDTHS, type PreviewWidthId } from "./preview-widths";
import { usePreviewChannel, type PreviewSelection } from "./use-preview-channel";

function useElementSize(element: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** `message` is what the frame draws (null: nothing yet); `status` sits under the bar; `selection`, a page's selected block shared with the frame. */
export function PreviewViewport({ message, status, selection }: { message: PreviewDocumentMessage | null; status?: ReactNode; selection?: PreviewSelection }) {
  const [widthId, setWidthId] = useState<PreviewWidthId>(initialPreviewWidth);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const stageSize = useElementSize(stage);
  usePreviewChannel(frame, message, selection);

  const width = PREVIEW_WIDTHS.find((w) => w.id === widthId)!.width;
  const scale = stageSize.width > 0 ? Math.min(1, stageSize.width / width) : 1;
  return (
    <section className="builder-preview" aria-labelledby="builder-preview-title">
      <div className="builder-preview-bar">
        <h2 id="builder-preview-title">Preview</h2>
        <div className="builder-preview-widths" role="group" aria-label="Preview width">
          {PREVIEW_WIDTHS.map((option) => (
            <button key={option.id} type="button" className="builder-preview-width" aria-pressed={option.id === widthId} onClick={() => setWidthId(option.id)}>
              {option.label} <span className="builder-preview-px">{option.width} px</span>
            </button>
          ))}
        </div>
      </div>
      {status}
      <div ref={stage} className="builder-preview-stage">
        <iframe
          ref={frame}
          className="builder-preview-frame"
          title="Shop preview"
          src={BUILDER_PREVIEW_PATH}
          data-width={width}
          style={{ width, height: stageSize.height > 0 ? stageSize.height / scale : undefined, transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
    </section>
  );
}
