/**
 * The annotations a run puts on a pull request: one per failed workflow and
 * tool test, pointing at the config line that defines it. Pure: result in,
 * list out; run-action.ts prints them as workflow commands
 * (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 *
 * GitHub shows at most 10 annotations of each level per step (and 50 per
 * job) and drops the rest silently, so the list is capped here: the most
 * important first, then one notice saying how many were left out.
 */
import type { ConfigLocations } from "../config/locate-config-entries.js";
import type { EvalResult } from "../result/eval-result.js";
import { toolTestFailureReason, workflowFailureReasons } from "../report/failure-reasons.js";
import { plural } from "../report/format.js";

/** One annotation, as `core.error/warning/notice(message, { title, file, startLine })` takes it. */
export interface Annotation {
  level: "error" | "warning" | "notice";
  title: string;
  message: string;
  /** Path relative to the repository root; absent when the config file is unknown. */
  file?: string;
  line?: number;
}

/** Options for {@link buildAnnotations}. */
export interface BuildAnnotationsOptions {
  /** Config file relative to the repository root (annotations need that form). */
  configFile: string | null;
  /** Lines of the config's entries; null when the file could not be read. */
  locations: ConfigLocations | null;
  /** Annotations of one level GitHub shows per step. @default 10 */
  perLevel?: number;
}

/** Builds the capped annotation list for a result. */
export function buildAnnotations(result: EvalResult, { configFile, locations, perLevel = 10 }: BuildAnnotationsOptions): Annotation[] {
  const at = (line: number | undefined): Pick<Annotation, "file" | "line"> =>
    configFile === null ? {} : { file: configFile, line: line ?? 1 };

  // Infrastructure errors first, then the lowest scores: what most needs a look.
  const failedWorkflows = result.workflows
    .filter((w) => !w.passed || w.error !== null)
    .sort((a, b) => Number(b.error !== null) - Number(a.error !== null) || a.score - b.score);
  const errors: Annotation[] = [
    ...failedWorkflows.map((w) => ({
      level: "error" as const,
      title: `mcpvals: workflow "${w.name}" failed`,
      message: workflowFailureReasons(w, 200).join("\n"),
      ...at(locations?.workflow(w.name)),
    })),
    ...result.toolHealth
      .filter((t) => !t.passed)
      .map((t) => ({
        level: "error" as const,
        title: `mcpvals: tool test "${t.suite} / ${t.test}" failed`,
        message: `${t.tool}: ${toolTestFailureReason(t, 300)}`,
        ...at(locations?.toolTest(t.suite, t.test) ?? locations?.suite(t.suite)),
      })),
  ];

  const warnings: Annotation[] = [];
  const skippedWorkflows = (result.skipped ?? []).filter((s) => s.kind === "workflow");
  if (skippedWorkflows.length > 0) {
    warnings.push({
      level: "warning",
      title: "mcpvals: workflows skipped",
      message: `${plural(skippedWorkflows.length, "workflow")} not run: ${skippedWorkflows[0]!.reason}. The score covers only what ran.`,
      ...at(locations?.workflow(skippedWorkflows[0]!.name)),
    });
  }
  const skippedSuites = (result.skipped ?? []).filter((s) => s.kind === "tool-health-suite");
  if (skippedSuites.length > 0) {
    warnings.push({
      level: "warning",
      title: "mcpvals: tool-health suites skipped",
      message: `${plural(skippedSuites.length, "tool-health suite")} not run: ${skippedSuites[0]!.reason}. The score covers only what ran.`,
      ...at(locations?.suite(skippedSuites[0]!.name)),
    });
  }
  for (const entry of result.toolChanges?.entries ?? []) {
    if (!entry.breaking) continue;
    const what =
      entry.status === "removed"
        ? "was removed"
        : entry.changes
            .filter((c) => c.breaking)
            .map((c) => c.message)
            .join("; ");
    warnings.push({
      level: "warning",
      title: `mcpvals: breaking change in tool "${entry.tool}"`,
      message: `${entry.tool} ${entry.status === "removed" ? what : `changed: ${what}`}`,
    });
  }

  // Slots are kept for what the step prints itself: the setFailed line (an error) and cache warnings.
  const capped = [...errors.slice(0, perLevel - 1), ...warnings.slice(0, perLevel - 2)];
  const dropped = errors.length + warnings.length - capped.length;
  if (dropped > 0) {
    capped.push({
      level: "notice",
      title: "mcpvals: more findings",
      message: `${plural(dropped, "more finding")} not annotated (GitHub shows ${perLevel} per kind and step); the job summary lists them all.`,
    });
  }
  return capped;
}
