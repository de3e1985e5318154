// The answers the server embedded for the first screen (src/shared/screen-answers.ts), by API
// address. Each is used once, by the first screen that asks for it; a screen shown later (a
// navigation, or the same screen again) asks the server, as its data may have changed.
import { atom } from "jotai";

export const screenAnswersAtom = atom<Readonly<Record<string, unknown>>>({});

/** Drops an answer once its screen has used it. */
export const takeScreenAnswerAtom = atom(null, (get, set, path: string) => {
  const answers = get(screenAnswersAtom);
  if (!Object.hasOwn(answers, path)) return;
  const { [path]: _used, ...rest } = answers;
  set(screenAnswersAtom, rest);
});
