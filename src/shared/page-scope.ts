// The container a page's blocks render in; the merchant's page CSS is scoped under it (ADR 0028).
export const PAGE_SCOPE_CLASS = "kirana-page";
export const PAGE_SCOPE = `.${PAGE_SCOPE_CLASS}[data-page]`;
