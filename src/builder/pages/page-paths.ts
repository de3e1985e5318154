// Where the pages screens sit in the builder's router (below /page-builder).

/** The pages list; the editor of a page is below it. */
export const PAGES_SEGMENT = "pages";
export const PAGES_PATH = `/${PAGES_SEGMENT}`;
export const pageEditorPath = (id: number) => `${PAGES_PATH}/${id}`;
