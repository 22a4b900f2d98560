/** Values SPEC 5 strips from query and payload objects. 0, false and whitespace stay. */
export type EmptyValue = '' | null | undefined;

/** Result type of stripEmpty: stripped keys become optional, recursively. */
export type Stripped<T> = T extends readonly (infer Item)[]
  ? Stripped<Item>[]
  : T extends Date | ArrayBufferView | ArrayBuffer | Map<unknown, unknown> | Set<unknown>
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? { [Key in keyof T]?: Stripped<Exclude<T[Key], EmptyValue>> }
        : T;

function isEmpty(value: unknown): value is EmptyValue {
  return value === '' || value === null || value === undefined;
}

// Only literals and dictionaries are walked (Object.create(null), and parsed query strings whose
// prototype has a null prototype): Dates, Buffers, typed arrays and class instances carry meaning
// in their prototype and must pass through untouched.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return (
    prototype === Object.prototype ||
    prototype === null ||
    Object.getPrototypeOf(prototype) === null
  );
}

function strip(value: unknown): unknown {
  // Array elements keep their positions (an index may matter); only their contents are stripped.
  if (Array.isArray(value)) return value.map(strip);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isEmpty(entry)) result[key] = strip(entry);
  }
  return result;
}

/**
 * Copy of a value without keys whose value is '', null or undefined, through nested plain objects
 * and arrays. Empty arrays and objects that end up empty are kept. Never mutates the input; plain
 * objects and arrays are new, anything else is passed by reference. Inputs must be JSON-like
 * trees: a cycle through plain objects would recurse forever.
 */
export function stripEmpty<T>(value: T): Stripped<T> {
  return strip(value) as Stripped<T>;
}
