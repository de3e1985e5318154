import type { Linter } from "eslint";

export const SHOP_STRING_FILES: string[];
export const SHOP_STRING_IGNORES: string[];
export const shopStringsConfig: Linter.Config;
