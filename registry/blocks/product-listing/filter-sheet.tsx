// The product list's filters on a phone: a sheet that slides up from the bottom with the sort
// choice, the filter panel and a button that tells how many products the choice shows. Every
// change is applied at once (the address keeps step, the list behind reloads), so the button's
// count is the list's own total and closing the sheet never discards a choice.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type ReactNode } from "react";
import type { Sort } from "../../../src/shared/api/products";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from "../../../src/client/ui/modal-timing";
import { Spinner } from "../../../src/client/ui/spinner";
import { useDelayedPresence } from "../../../src/client/ui/use-delayed-presence";
import { useReturnFocus } from "../../../src/client/ui/use-return-focus";
import "../../../src/client/ui/ui.css";
import { SORT_MESSAGES } from "./sort-labels";

/** What the sheet was opened for: its focus starts on the filters or on the chosen sort. */
export type SheetStart = "filters" | "sort";

export function FilterSheet({
  open,
  start,
  onClose,
  sort,
  onSort,
  total,
  loading,
  activeFilters,
  onClearAll,
  children,
}: {
  open: boolean;
  start: SheetStart;
  onClose(): void;
  sort: Sort | undefined;
  onSort(sort: Sort | undefined): void;
  /** The list's total for the current choice; null until it is known (loading, failed). */
  total: number | null;
  loading: boolean;
  activeFilters: number;
  onClearAll(): void;
  /** The filter panel. */
  children: ReactNode;
}) {
  const t = useT();
  const { mounted, shown } = useDelayedPresence(open, MODAL_OPEN_DELAY_MS, MODAL_CLOSE_DELAY_MS);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const onCloseAutoFocus = useReturnFocus(open, content);
  const sortGroup = useRef<HTMLFieldSetElement>(null);
  // Opened again while still sliding away, the sheet is a new one: Radix moves focus in only
  // when its content mounts.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((n) => n + 1);
  }
  if (!mounted) return null;

  const state = shown ? "is-shown" : "";
  const chosenSort = sort ?? "relevance";
  return (
    // As in the shop's modal: Radix gets the real open state (focus trap and scroll lock end at
    // once), forceMount keeps the parts in the page while the slide-out runs.
    <Dialog.Root key={openings} open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal forceMount>
        <Dialog.Overlay forceMount className={`listing-sheet-overlay ${state}`.trim()} />
        <Dialog.Content
          forceMount
          ref={setContent}
          className={`listing-sheet ${state}`.trim()}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            if (start !== "sort") return;
            const checked = sortGroup.current?.querySelector<HTMLInputElement>("input:checked");
            if (!checked) return;
            event.preventDefault();
            checked.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="listing-sheet-head">
            <Dialog.Title className="listing-sheet-title">{t("catalogue.filterAndSort")}</Dialog.Title>
            <button type="button" className="listing-clear" onClick={onClearAll} disabled={activeFilters === 0}>
              {t("catalogue.clearAll")}
            </button>
            <button type="button" className="listing-sheet-x" aria-label={t("catalogue.close")} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="listing-sheet-body">
            <fieldset ref={sortGroup} className="listing-filter-group listing-sort-choice">
              <legend>{t("catalogue.sortBy")}</legend>
              {Object.entries(SORT_MESSAGES).map(([value, label]) => (
                <label key={value}>
                  <input type="radio" name="listing-sheet-sort" value={value} checked={chosenSort === value} onChange={() => onSort(value === "relevance" ? undefined : (value as Sort))} />
                  {t(label)}
                </label>
              ))}
            </fieldset>
            {children}
          </div>
          {/* Live, so a screen reader hears the new count after each tick. */}
          <div className="listing-sheet-foot" aria-live="polite">
            <button type="button" className="ui-button ui-button-primary listing-sheet-show" onClick={onClose} aria-busy={loading || undefined}>
              {loading ? <Spinner size="small" label={null} /> : null}
              {showLabel(total, t)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function showLabel(total: number | null, t: Translate): string {
  if (total === null) return t("catalogue.showProducts");
  return t("catalogue.showCount", { count: total });
}
