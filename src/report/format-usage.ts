import type { Usage } from "../result/usage.js";
import { groupDigits } from "../util/group-digits.js";

/**
 * `12,345 tokens (10,000 in / 2,345 out) · ~$0.0123 est.`, or null without
 * usage. The cost is shown only when known, always marked as an estimate.
 */
export function formatUsage(usage: Usage | null | undefined, costUsd: number | null | undefined): string | null {
  if (!usage) return null;
  const tokens = `${groupDigits(usage.totalTokens)} tokens (${groupDigits(usage.inputTokens)} in / ${groupDigits(usage.outputTokens)} out)`;
  return typeof costUsd === "number" ? `${tokens} · ~$${formatUsd(costUsd)} est.` : tokens;
}

function formatUsd(value: number): string {
  if (value === 0) return "0";
  // Small runs cost fractions of a cent: keep 2 significant digits there.
  return value >= 1 ? value.toFixed(2) : value.toPrecision(2);
}
