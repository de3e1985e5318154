// The catalogue entries a block's picker fields choose from (GET /s/api/admin/pickers/{kind}):
// categories, brands, suppliers and products of the active website, searched by the server.
import { checkAnswer } from "../../client/api/check-answer";
import { http } from "../../client/api/http-client";
import { pickerAnswerSchema, pickerPath, type PickerKind, type PickerOption } from "../../shared/api/admin-pages";

/** The contract's bounds: search text of at most 100 characters, 1 to 50 entries. */
export const PICKER_QUERY_MAX = 100;
export const PICKER_LIMIT = 20;

export async function searchPicker(kind: PickerKind, query: string, options: { signal?: AbortSignal; limit?: number } = {}): Promise<PickerOption[]> {
  const path = pickerPath(kind);
  const q = query.trim().slice(0, PICKER_QUERY_MAX);
  const answer = await http.get(path, { query: { q, limit: options.limit ?? PICKER_LIMIT }, signal: options.signal });
  return checkAnswer(pickerAnswerSchema, answer, `GET ${path}`).data;
}
