// The slug suggested from a name, in the shape the catalogue API accepts (lower-case letters,
// digits, single hyphens): "Amul Taaza Milk 1 L" → "amul-taaza-milk-1-l".
import { SLUG_MAX } from "../../shared/api/admin-catalogue";

export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
}
