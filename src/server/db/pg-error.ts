// PostgreSQL's error codes, read through the wrappers drizzle and the drivers put around them.

/** The SQLSTATE of a database error (or of the error it wraps), else null. */
export function pgErrorCode(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === "23505";

/** A row this change refers to, or that refers to it, was changed at the same moment. */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === "23503";
