// A submitted value as plain text for the submissions table: shoppers typed these, so they are
// only ever shown as text, never as markup.

export function submissionValueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(submissionValueText).join(", ");
  // A file field's value records the file's name, type and size; the file itself is linked apart.
  const name = (value as { name?: unknown }).name;
  if (typeof name === "string") return name;
  return JSON.stringify(value);
}
