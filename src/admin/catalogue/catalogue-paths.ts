// Where the catalogue screens live below the back office's address.
export const PRODUCTS_SEGMENT = "products";
export const NEW_PRODUCT_SEGMENT = "new";

/** Absolute below the router's basename. */
export const productsPath = () => `/${PRODUCTS_SEGMENT}`;
export const productPath = (id: number | "new") => `/${PRODUCTS_SEGMENT}/${id === "new" ? NEW_PRODUCT_SEGMENT : id}`;
