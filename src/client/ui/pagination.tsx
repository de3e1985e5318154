// Page controls (§2, §5, §9): "Total: N", previous / next, a window of up to five page
// numbers and an "N per page" choice. Changes outside the range or to the current page never
// reach the caller.
import { useId } from "react";
import { acceptPageChange, lastPage, pageWindow, PAGE_SIZE_CHOICES, PAGE_WINDOW } from "../../shared/pagination";
import { useT } from "../i18n/use-t";
import "./ui.css";

export interface PaginationProps {
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Without it there is no page-size choice. The caller decides which page to show next. */
  onPerPageChange?: (perPage: number) => void;
  perPageChoices?: readonly number[];
  className?: string;
}

// Arrows, not words: the buttons' names say which way.
const PREVIOUS = "‹";
const NEXT = "›";

/** The choices offered, with the current size added in order when it is not one of them. */
export function perPageOptions(choices: readonly number[], perPage: number): number[] {
  return choices.includes(perPage) ? [...choices] : [...choices, perPage].sort((a, b) => a - b);
}

export function Pagination({ total, page, perPage, onPageChange, onPerPageChange, perPageChoices = PAGE_SIZE_CHOICES, className }: PaginationProps) {
  const sizeId = useId();
  const t = useT();
  const last = lastPage(total, perPage);
  const go = (next: number) => {
    if (acceptPageChange(next, page, last)) onPageChange(next);
  };
  return (
    <nav className={className ? `pagination ${className}` : "pagination"} aria-label={t("app.pagination")}>
      <span className="pagination-total">{t("app.total", { total })}</span>
      <div className="pagination-pages">
        <button type="button" className="pagination-step" onClick={() => go(page - 1)} disabled={page <= 1} aria-label={t("app.previousPage")}>
          {PREVIOUS}
        </button>
        {pageWindow(page, last, PAGE_WINDOW).map((n) => (
          <button
            key={n}
            type="button"
            className={n === page ? "pagination-page is-current" : "pagination-page"}
            onClick={() => go(n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={t("app.pageNumber", { page: n })}
          >
            {n}
          </button>
        ))}
        <button type="button" className="pagination-step" onClick={() => go(page + 1)} disabled={page >= last} aria-label={t("app.nextPage")}>
          {NEXT}
        </button>
      </div>
      {onPerPageChange ? (
        <>
          <label htmlFor={sizeId} className="sr-only">
            {t("app.itemsPerPage")}
          </label>
          <select id={sizeId} className="pagination-size" value={perPage} onChange={(e) => onPerPageChange(Number(e.target.value))}>
            {perPageOptions(perPageChoices, perPage).map((n) => (
              <option key={n} value={n}>
                {t("app.perPage", { count: n })}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </nav>
  );
}
