/**
 * Tables keyed by names from outside (server names from a config, tool
 * names from a server): with a plain `{}`, `table["constructor"]` is
 * Object's constructor and `table["__proto__"] = x` replaces the prototype.
 * These tables have no prototype, so every name is just a key.
 */

/** A record with no prototype, filled from `entries` (`__proto__` included, as an ordinary key). */
export function nameTable<T>(entries: Iterable<readonly [string, T]> = []): Record<string, T> {
  const table = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) table[key] = value;
  return table;
}

/** `record[key]` when `key` is the record's own (never an inherited `constructor` or `toString`). */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined | null, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
