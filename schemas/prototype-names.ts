// Names every plain object already answers to. A key with one of these names cannot be held
// ("__proto__") or reads the prototype's function wherever the key is missing ("constructor",
// "toString"), so no owner-chosen key may take one (x-object-key, object-key-keyword.ts). Plain
// data with no dependency, so the shop and the builder can ask without carrying ajv.

/** Every name on Object.prototype (a test compares it with the runtime's), and `prototype`. */
export const PROTOTYPE_NAMES: readonly string[] = [
  "__proto__",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "constructor",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "toString",
  "valueOf",
  "prototype",
];

const NAMES: ReadonlySet<string> = new Set(PROTOTYPE_NAMES);

export const isPrototypeName = (name: string): boolean => NAMES.has(name);
