import type { ResolvedConfig } from "../config/resolved-config.js";
import { UsageError } from "../errors.js";

export interface SelectWorkOptions {
  /** Run only these workflows (by name). */
  workflows?: string[];
  /** Run only workflows or only tool-health suites. */
  only?: "workflows" | "tool-health";
}

export interface SelectedWork {
  workflows: ResolvedConfig["workflows"];
  suites: ResolvedConfig["toolHealthSuites"];
}

/** Applies `--workflow`, `--workflows-only` and `--tool-health-only`; an empty selection is an error, never an empty pass. */
export function selectWork(config: ResolvedConfig, { workflows: names, only }: SelectWorkOptions = {}): SelectedWork {
  let workflows = only === "tool-health" ? [] : config.workflows;
  const suites = only === "workflows" || (names && names.length > 0) ? [] : config.toolHealthSuites;
  if (names && names.length > 0) {
    const known = new Set(config.workflows.map((w) => w.name));
    const unknown = names.filter((n) => !known.has(n));
    if (unknown.length > 0) {
      throw new UsageError(
        `No workflow named ${unknown.map((n) => `"${n}"`).join(", ")}. Workflows in the config: ${[...known].map((n) => `"${n}"`).join(", ") || "none"}.`,
      );
    }
    workflows = config.workflows.filter((w) => names.includes(w.name));
  }
  if (workflows.length === 0 && suites.length === 0) {
    const what = only === "tool-health" ? "tool-health suites" : only === "workflows" ? "workflows" : "workflows or tool-health suites";
    throw new UsageError(`Nothing to run: the config has no ${what}.`);
  }
  return { workflows, suites };
}
