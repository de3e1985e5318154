// Reading a record keyed by names someone chose (a form's field keys): only what the record holds
// itself. A plain object answers "constructor" or "toString" with its prototype's function, and
// "__proto__" with the prototype itself, where the record has no such key; React then renders
// a function or an object where a message belongs.

/** record[key] when the record holds the key itself, else undefined. */
export function ownValue<T extends object, K extends keyof T>(record: T, key: K): T[K] | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
