/**
 * `z.record` for data keyed by names from outside (tool, server, workflow
 * names in the state folder): zod's record drops a `__proto__` key and
 * returns a plain object, where `constructor` looks present. This one keeps
 * every own key and returns a table with no prototype (name-table.ts).
 */
import { z } from "zod";
import { nameTable } from "./name-table.js";

export function nameRecord<V extends z.ZodType>(value: V) {
  // A Map keeps `__proto__` as an ordinary key; issue paths still name the key.
  const entries = (input: unknown): unknown =>
    input !== null && typeof input === "object" && !Array.isArray(input) ? new Map(Object.entries(input)) : input;
  return z.preprocess(entries, z.map(z.string(), value)).transform((map) => nameTable<z.output<V>>(map));
}
