/**
 * Number formatting for the HTML report: presenting values already in the
 * result, never computing a score.
 */
import { groupDigits } from "../../util/group-digits.js";
import type { RunStatus } from "../../result/run-verdict.js";
import { runStatusLabel } from "../verdict-text.js";

/** "850 ms", "4.2 s", "2 m 05 s". */
export function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} m ${String(seconds % 60).padStart(2, "0")} s`;
}

/** Scores are 0..1, shown with two decimals as the threshold is written. */
export function score(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : "?";
}

export function percent(ratio: number): string {
  return Number.isFinite(ratio) ? `${Math.round(ratio * 100)}%` : "?";
}

export function count(value: number): string {
  return Number.isFinite(value) ? groupDigits(value) : "?";
}

/** "1 call" / "2 calls". */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count(n)} ${n === 1 ? singular : pluralForm}`;
}

/** The badge class and label of a whole run: also "cancelled" and "nothing to run" (an empty shard). */
export function runVerdict({ status }: { status: RunStatus }): { cls: string; label: string } {
  return { cls: status === "passed" ? "pass" : status === "failed" ? "fail" : "skip", label: runStatusLabel(status) };
}

/** A badge class and label for a verdict. */
export function verdict(passed: boolean): { cls: string; label: string } {
  return passed ? { cls: "pass", label: "passed" } : { cls: "fail", label: "failed" };
}
