/**
 * `schema/invalid-message`: every message the server sent on a session,
 * validated against the schema of its method. One finding per method (the
 * first bad message, its JSON pointer and the schema rule, and how many more),
 * at most MAX_FINDINGS. A message another rule already blamed (the same
 * method, or the same tool, resource or prompt) is not blamed twice, and the
 * answers to check's own deliberately malformed probes are never judged.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic#schema
 */
import type { CheckOutcome } from "../../result/check-report.js";
import { type CheckRecorder, fail, pass } from "../check-recorder.js";
import type { WireSession } from "../wire/wire-session.js";
import { type SchemaViolation, validateMessage } from "./validate-message.js";

const RULE = "schema/invalid-message";
const MAX_FINDINGS = 20;
/** Info findings that say nothing about a message's shape (advice, speed, era). */
const FACTS = /^(hygiene\/|wire\/late-answer$|lifecycle\/modern-era$)/;
const LISTED = /^\/result\/(tools|resources|prompts|resourceTemplates)\/(\d+)(\/|$)/;

export function messageSchemaChecks(recorder: CheckRecorder, session: WireSession, signal: AbortSignal): void {
  const log = session.channel.log;
  const byMethod = new Map<string, { first: SchemaViolation; count: number }>();
  let validated = 0;
  let tooLarge = 0;
  let blamed = 0;
  for (const { message, answers, bytes } of log.received) {
    // The budget is the user's deadline: past it, what was validated stands and the rest is said to be unseen.
    if (signal.aborted) break;
    if ("id" in message && session.malformedIds.has(JSON.stringify(message.id))) continue;
    const verdict = validateMessage({ message, answers, bytes });
    if ("skipped" in verdict) {
      if (verdict.skipped === "too-large") tooLarge++;
      continue;
    }
    validated++;
    if (verdict.valid) continue;
    if (blamedAlready(recorder.outcomes, verdict.violation, message)) {
      blamed++;
      continue;
    }
    const seen = byMethod.get(verdict.violation.method);
    if (seen) seen.count++;
    else byMethod.set(verdict.violation.method, { first: verdict.violation, count: 1 });
  }
  const unseen = log.unkept + tooLarge;
  const note = unseen > 0 ? `; ${unseen} message(s) over the validation budget were not validated` : "";
  if (byMethod.size === 0) {
    const others = blamed > 0 ? `; ${blamed} more did not, and another rule's finding names why` : "";
    recorder.add(
      RULE,
      "info",
      recorder.target(),
      pass(`${validated - blamed} message(s) match the schema of their method${others}${note}`),
    );
    return;
  }
  for (const { first, count } of [...byMethod.values()].slice(0, MAX_FINDINGS)) {
    const more = count > 1 ? ` (and ${count - 1} more ${first.method} message(s))` : "";
    recorder.add(
      RULE,
      "info",
      recorder.target(),
      fail(
        `${first.message} fails the schema ${first.definition} at ${first.pointer || "(root)"}: ${first.detail} [keyword ${first.keyword}, schema ${first.schemaPath}]${more}${note}`,
        first.pointer || "/",
      ),
      { method: first.method },
    );
  }
}

/** Another rule already failed on this method, or on the tool, resource or prompt the pointer lands in. */
function blamedAlready(outcomes: readonly CheckOutcome[], violation: SchemaViolation, message: Record<string, unknown>): boolean {
  const found = outcomes.filter((o) => o.status === "failed" || (o.status === "info" && !FACTS.test(o.id)));
  if (found.some((o) => o.method === violation.method && o.id !== RULE)) return true;
  const listed = LISTED.exec(violation.pointer);
  if (!listed) return false;
  const items = (message.result as Record<string, unknown> | undefined)?.[listed[1]!];
  const item = Array.isArray(items) ? (items[Number(listed[2])] as Record<string, unknown> | undefined) : undefined;
  const name = item?.name ?? item?.uri ?? item?.uriTemplate;
  return typeof name === "string" && found.some((o) => o.target.kind !== "server" && o.target.name === name);
}
