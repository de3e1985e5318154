// Kept apart from date-format.ts so that what only needs to recognise an empty date (the field
// rules every form loads) does not bring the date library with it.
/** Older records store "no date" as eight zeros; the spec counts it as empty. */
export const EMPTY_DATE = "00000000";
