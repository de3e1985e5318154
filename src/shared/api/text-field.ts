// The control-character rule (ADR 0049) as checks for the contracts' text fields. The server
// already refuses control characters other than tab and line breaks in every string it is sent;
// `singleLine` is what a one-line field adds (no tab, no line break), `multiLine` states the
// rule on a field of several lines so the shop's forms judge it as the server will.
import * as z from "zod/mini";
import { controlCharacterProblem } from "../control-characters";

/** For a one-line field (a name, a city, a link): no control character, tab or line break. */
export const singleLine = (label: string) => z.refine<string>((v) => controlCharacterProblem(v, false) === null, `${label} must be one line, without control characters`);

/** For a field of several lines (notes, a description): tabs and line breaks only. */
export const multiLine = (label: string) => z.refine<string>((v) => controlCharacterProblem(v, true) === null, `${label} must not hold control characters (such as NUL)`);
