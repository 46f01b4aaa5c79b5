/**
 * A server's host findings, bounded: at most `max` per host and rule, then one finding that says how many more
 * tools the rule hit there. A server with thousands of tools (or a hostile one) must not turn `check --hosts`
 * into a report of hundreds of thousands of lines, nor a list too long to read: the first few name the
 * pattern, the count says the rest. Pure.
 */
import type { CheckOutcome } from "../result/check-report.js";

/** Findings kept per host and rule before the rest are counted. */
export const MAX_FINDINGS_PER_RULE = 20;

export function boundFindings(outcomes: readonly CheckOutcome[], max = MAX_FINDINGS_PER_RULE): CheckOutcome[] {
  const kept: CheckOutcome[] = [];
  const dropped = new Map<string, { first: CheckOutcome; count: number }>();
  const seen = new Map<string, number>();
  for (const outcome of outcomes) {
    // Only failed findings about one tool repeat per tool; skips, infos and server-wide findings are one each.
    if (outcome.status !== "failed" || outcome.item === undefined) {
      kept.push(outcome);
      continue;
    }
    const key = `${outcome.host ?? ""}\u0000${outcome.id}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count <= max) kept.push(outcome);
    else dropped.set(key, { first: dropped.get(key)?.first ?? outcome, count: (dropped.get(key)?.count ?? 0) + 1 });
  }
  for (const { first, count } of dropped.values()) kept.push(more(first, count, max));
  return kept;
}

/** "… and N more tools": the rule's level and host, no single item (the first `max` name the tools). */
function more(first: CheckOutcome, count: number, max: number): CheckOutcome {
  const { item: _item, pointer: _pointer, ...rest } = first;
  return {
    ...rest,
    reason: `and ${count} more finding${count === 1 ? "" : "s"} of this rule for this host (the first ${max} are listed)`,
    target: { server: first.target.server, kind: "server", name: null },
  };
}
