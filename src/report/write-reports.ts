/**
 * Hands the final result to every reporter and waits for them: reports are
 * written in `onRunEnd`. Every reporter gets the result even if one fails; a
 * report that could not be written then fails the run (a CI gate must not
 * pass with its JUnit file missing).
 */
import { McpvalsError } from "../errors.js";
import type { EvalResult } from "../result/eval-result.js";
import type { EventChannel } from "../trace/event-channel.js";

export async function writeReports(channel: EventChannel, result: EvalResult): Promise<void> {
  const failures = await channel.notify("onRunEnd", result);
  if (failures.length > 0) {
    throw new McpvalsError("REPORT", `Could not write a report: ${failures.map((f) => f.message).join("; ")}`, { cause: failures[0]?.error });
  }
}
