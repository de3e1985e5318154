// The one modal (§2, §4, §9) on @radix-ui/react-dialog: default width 450 px, Cancel / Ok
// buttons, a persistent variant that ignores backdrop clicks and Escape, opened after a short
// delay and closed with a 300 ms delay.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { MODAL_CLOSE_DELAY_MS, MODAL_DEFAULT_WIDTH, MODAL_OPEN_DELAY_MS } from "./modal-timing";
import { useDelayedPresence } from "./use-delayed-presence";

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  width?: number;
  persistent?: boolean;
  okText?: string;
  cancelText?: string;
  onOk?(): void;
  okLoading?: boolean;
  okDisabled?: boolean;
  hideFooter?: boolean;
  /** Screen-reader description; the body is used when absent. */
  description?: string;
}

export function Modal({ open, onClose, title, children, width = MODAL_DEFAULT_WIDTH, persistent = false, okText = "Ok", cancelText = "Cancel", onOk, okLoading, okDisabled, hideFooter, description }: ModalProps) {
  const { mounted, shown } = useDelayedPresence(open, MODAL_OPEN_DELAY_MS, MODAL_CLOSE_DELAY_MS);
  if (!mounted) return null;
  const block = (e: Event) => persistent && e.preventDefault();
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`modal-overlay${shown ? " is-shown" : ""}`} />
        <Dialog.Content
          className={`modal${shown ? " is-shown" : ""}`}
          style={{ width, maxWidth: "calc(100vw - 24px)" }}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onEscapeKeyDown={block}
          // Radix asks for a description; a modal without one says so explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="modal-head">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            {!persistent ? (
              <Dialog.Close className="modal-x" aria-label="Close">
                ×
              </Dialog.Close>
            ) : null}
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          <div className="modal-body">{children}</div>
          {!hideFooter ? (
            <div className="modal-foot">
              <button type="button" className="button-secondary" onClick={onClose}>
                {cancelText}
              </button>
              <button type="button" className="button-primary" onClick={onOk ?? onClose} disabled={okDisabled || okLoading} aria-busy={okLoading || undefined}>
                {okLoading ? "Please wait…" : okText}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
