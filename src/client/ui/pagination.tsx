// "Total: N", a window of page buttons and "N per page" (§2, §9); out-of-range and same-page
// changes never reach the caller.
import { acceptPageChange, lastPage, pageWindow, PAGE_SIZE_CHOICES } from "../../shared/pagination";

export interface PaginationProps {
  total: number;
  page: number;
  perPage: number;
  onPageChange(page: number): void;
  onPerPageChange?(perPage: number): void;
  perPageChoices?: readonly number[];
}

export function Pagination({ total, page, perPage, onPageChange, onPerPageChange, perPageChoices = PAGE_SIZE_CHOICES }: PaginationProps) {
  const last = lastPage(total, perPage);
  const go = (next: number) => acceptPageChange(next, page, last) && onPageChange(next);
  const choices = perPageChoices.includes(perPage) ? perPageChoices : [...perPageChoices, perPage].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label="Pages">
      <span className="pagination-total">Total: {total}</span>
      <button type="button" onClick={() => go(page - 1)} disabled={page <= 1} aria-label="Previous page">
        ‹
      </button>
      {pageWindow(page, last).map((n) => (
        <button key={n} type="button" onClick={() => go(n)} aria-current={n === page ? "page" : undefined} className={n === page ? "is-current" : undefined}>
          {n}
        </button>
      ))}
      <button type="button" onClick={() => go(page + 1)} disabled={page >= last} aria-label="Next page">
        ›
      </button>
      {onPerPageChange ? (
        <select aria-label="Products per page" value={perPage} onChange={(e) => onPerPageChange(Number(e.target.value))}>
          {choices.map((n) => (
            <option key={n} value={n}>
              {n} per page
            </option>
          ))}
        </select>
      ) : null}
    </nav>
  );
}
