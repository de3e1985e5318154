// The one modal of the shop (§2, §4, §9), on @radix-ui/react-dialog for focus trapping, scroll
// locking and aria wiring: default width 450 px, Cancel / Ok buttons, a persistent variant, a
// short opening delay and a 300 ms closing delay.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { MODAL_CLOSE_DELAY_MS, MODAL_DEFAULT_WIDTH, MODAL_OPEN_DELAY_MS } from "./modal-timing";
import { PopperContainerContext } from "./popper";
import { focusFirstAfterPaint } from "./focus-first-after-paint";
import { Spinner } from "./spinner";
import { useDelayedPresence } from "./use-delayed-presence";
import { useReturnFocus } from "./use-return-focus";
import "./ui.css";

export interface ModalProps {
  open: boolean;
  /** Called with false when the modal asks to close (Cancel, ×, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** Called when the modal asks to close; the same moments as onOpenChange(false). */
  onClose?: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Width in CSS pixels, or any CSS length. */
  width?: number | string;
  /** Ignore backdrop clicks and Escape: the modal closes only through its buttons. */
  persistent?: boolean;
  okText?: string;
  cancelText?: string;
  /** Without it Ok closes the modal like Cancel does. */
  onOk?: () => void;
  okLoading?: boolean;
  okDisabled?: boolean;
  hideFooter?: boolean;
  /** Replaces the Cancel / Ok buttons. */
  footer?: ReactNode;
  /** Hide the × button in the corner. */
  hideClose?: boolean;
  /** A line of text under the title, announced as the dialog's description. */
  description?: string;
  className?: string;
}

export function Modal({
  open,
  onOpenChange,
  onClose,
  title,
  children,
  width = MODAL_DEFAULT_WIDTH,
  persistent = false,
  okText,
  cancelText,
  onOk,
  okLoading = false,
  okDisabled = false,
  hideFooter = false,
  footer,
  hideClose = false,
  description,
  className,
}: ModalProps) {
  const { mounted, shown } = useDelayedPresence(open, MODAL_OPEN_DELAY_MS, MODAL_CLOSE_DELAY_MS);
  // The content element, handed to poppers opened inside the modal (see PopperContainerContext).
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const onCloseAutoFocus = useReturnFocus(open, content);
  const t = useT();
  if (!mounted) return null;

  const requestClose = () => {
    // While it fades out the modal is already closed; a second click must not close it twice.
    if (!open) return;
    onClose?.();
    onOpenChange?.(false);
  };
  const ignoreWhenPersistent = (event: Event) => {
    if (persistent) event.preventDefault();
  };
  const state = shown ? "is-shown" : "";

  return (
    // Radix gets the real open state (so focus trap and pointer blocking end when closing) and
    // forceMount keeps the parts rendered while our own presence timing runs the exit.
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange?.(true) : requestClose())}>
      <Dialog.Portal forceMount>
        <Dialog.Overlay forceMount className={`modal-overlay ${state}`.trim()} />
        <Dialog.Content
          forceMount
          ref={setContent}
          className={["modal", state, className ?? ""].filter(Boolean).join(" ")}
          style={{ width: typeof width === "number" ? `${width}px` : width }}
          onPointerDownOutside={ignoreWhenPersistent}
          onInteractOutside={ignoreWhenPersistent}
          onEscapeKeyDown={ignoreWhenPersistent}
          onOpenAutoFocus={focusFirstAfterPaint}
          onCloseAutoFocus={onCloseAutoFocus}
          // Radix warns about a dialog without a description unless told there is none.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="modal-head">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            {!hideClose ? (
              <button type="button" className="modal-x" aria-label={t("app.close")} onClick={requestClose}>
                ×
              </button>
            ) : null}
          </div>
          {description ? <Dialog.Description className="modal-description">{description}</Dialog.Description> : null}
          <PopperContainerContext.Provider value={content}>
            <div className="modal-body">{children}</div>
          </PopperContainerContext.Provider>
          {footer !== undefined ? (
            <div className="modal-foot">{footer}</div>
          ) : !hideFooter ? (
            <div className="modal-foot">
              <button type="button" className="ui-button ui-button-secondary" onClick={requestClose}>
                {cancelText ?? t("app.cancel")}
              </button>
              <button type="button" className="ui-button ui-button-primary" onClick={onOk ?? requestClose} disabled={okDisabled || okLoading} aria-busy={okLoading || undefined}>
                {okLoading ? <Spinner size="small" label={null} /> : null}
                {okText ?? t("app.modalOk")}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
