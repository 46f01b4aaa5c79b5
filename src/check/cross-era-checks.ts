/**
 * A server that speaks both eras should offer the same thing in each: the
 * same tools (names, schemas, annotations), resources, prompts and
 * capabilities. A client's era should not change what a model can do.
 */
import { type CheckRecorder, fail, pass } from "./check-recorder.js";

/** What one era offered. */
export interface EraOffer {
  version: string;
  capabilities: Record<string, unknown>;
  tools: ReadonlyArray<{ name: string; inputSchema?: unknown; annotations?: unknown }>;
  resources: readonly unknown[];
  prompts: readonly unknown[];
}

export function crossEraChecks(recorder: CheckRecorder, modern: EraOffer, legacy: EraOffer): void {
  const differences: string[] = [];
  const keys = (o: Record<string, unknown>) =>
    Object.keys(o)
      .filter((k) => k !== "extensions" && k !== "logging")
      .sort()
      .join(", ");
  if (keys(modern.capabilities) !== keys(legacy.capabilities))
    differences.push(`capabilities ${keys(modern.capabilities) || "none"} vs ${keys(legacy.capabilities) || "none"}`);
  const byName = (tools: EraOffer["tools"]) =>
    new Map(tools.map((t) => [t.name, canonicalJson({ s: t.inputSchema, a: t.annotations ?? null })]));
  const [m, l] = [byName(modern.tools), byName(legacy.tools)];
  const onlyModern = [...m.keys()].filter((n) => !l.has(n));
  const onlyLegacy = [...l.keys()].filter((n) => !m.has(n));
  if (onlyModern.length) differences.push(`tools only in ${modern.version}: ${onlyModern.join(", ")}`);
  if (onlyLegacy.length) differences.push(`tools only in ${legacy.version}: ${onlyLegacy.join(", ")}`);
  const changed = [...m.keys()].filter((n) => l.has(n) && l.get(n) !== m.get(n));
  if (changed.length) differences.push(`tools whose schema or annotations differ: ${changed.join(", ")}`);
  const ids = (items: readonly unknown[], key: string) =>
    items
      .map((i) => String((i as Record<string, unknown> | null)?.[key]))
      .sort()
      .join(", ");
  if (ids(modern.resources, "uri") !== ids(legacy.resources, "uri")) differences.push("the resource lists differ");
  if (ids(modern.prompts, "name") !== ids(legacy.prompts, "name")) differences.push("the prompt lists differ");
  recorder.add(
    "cross-era/equivalent",
    "info",
    recorder.target(),
    differences.length === 0 ? pass(`${modern.version} and ${legacy.version} offer the same`) : fail(differences.join("; ")),
  );
}

/** JSON with object keys sorted at every depth: the same schema with keys in another order is the same schema. */
export function canonicalJson(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(value)) ?? "undefined";
}
