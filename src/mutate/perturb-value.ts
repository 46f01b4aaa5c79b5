/**
 * The deterministic changes the result operators make: the same input gives
 * the same mutant on every run and every machine, so a score can be compared
 * between runs and a survivor reproduced.
 */

/** Numbers in a text go up by one; a text without digits is reversed (a substring check no longer matches it). */
export function perturbText(text: string): string {
  if (/\d/.test(text)) return text.replace(/\d+/g, (digits) => String(BigInt(digits) + 1n));
  return [...text].reverse().join("");
}

/** Every number up by one and every string perturbed, keys kept (a JSON value, e.g. `structuredContent`). */
export function perturbJson(value: unknown): unknown {
  if (typeof value === "number") return value + 1;
  if (typeof value === "string") return perturbText(value);
  if (Array.isArray(value)) return value.map(perturbJson);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, perturbJson(inner)]));
  return value;
}

/** A content block (tool result, prompt message) with its text perturbed; other blocks (images, audio) as they were. */
export function perturbContent(block: unknown): unknown {
  if (typeof block !== "object" || block === null) return block;
  const record = block as Record<string, unknown>;
  if (typeof record.text === "string") return { ...record, text: perturbText(record.text) };
  const resource = record.resource as Record<string, unknown> | undefined;
  if (typeof resource?.text === "string") return { ...record, resource: { ...resource, text: perturbText(resource.text) } };
  return block;
}
