// Undo and redo over snapshots of what the owner edits. Every edit is a step, except that
// typing in one place merges into the step before it until the owner pauses, so one undo takes
// back a word or a sentence rather than a letter. Pure: the caller passes the time.

/** A pause longer than this between two edits of the same place starts a new step. */
export const COALESCE_PAUSE_MS = 1000;
/** Older steps are forgotten beyond this many. */
export const HISTORY_LIMIT = 200;

export interface UndoHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The place and time of the last edit, while later typing there may still merge into it. */
  last: { place: string; at: number } | null;
}

export type HistoryAction<T> =
  /** `place` names what changed (a field); edits of the same place within the pause merge. */
  | { type: "edit"; next: T; place?: string; at: number }
  | { type: "undo" }
  | { type: "redo" }
  /** Replaces the present without a step (the server's copy of what the owner sent). */
  | { type: "replace"; present: T }
  /** Starts over from `present` with nothing to undo (another version loaded). */
  | { type: "reset"; present: T };

export function startHistory<T>(present: T): UndoHistory<T> {
  return { past: [], present, future: [], last: null };
}

export function undoHistoryReducer<T>(history: UndoHistory<T>, action: HistoryAction<T>): UndoHistory<T> {
  switch (action.type) {
    case "edit": {
      if (action.next === history.present) return history;
      const { last } = history;
      const merges = action.place !== undefined && last !== null && last.place === action.place && action.at - last.at <= COALESCE_PAUSE_MS;
      const past = merges ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
      return { past, present: action.next, future: [], last: action.place === undefined ? null : { place: action.place, at: action.at } };
    }
    case "undo": {
      if (history.past.length === 0) return history;
      return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1]!, future: [history.present, ...history.future], last: null };
    }
    case "redo": {
      if (history.future.length === 0) return history;
      return { past: [...history.past, history.present], present: history.future[0]!, future: history.future.slice(1), last: null };
    }
    case "replace":
      return { ...history, present: action.present, last: null };
    case "reset":
      return startHistory(action.present);
  }
}
