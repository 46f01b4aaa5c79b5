/**
 * Whether the run has a statistical gate, with which settings and against
 * which baseline files: the config's `gate:`, turned on with the defaults by
 * --baseline or --quarantine alone. Pure.
 */
import { DEFAULT_GATE, type GateSettings, type Waiver } from "../config/gate-schema.js";
import type { ResolvedConfig } from "../config/resolved-config.js";
import type { EvaluateOptions } from "./evaluate-options.js";

export interface GatePlan {
  settings: GateSettings;
  waivers: readonly Waiver[];
  /** --baseline files; empty: the state folder's history. */
  baselineFiles: readonly string[];
}

export function planGate(
  config: Pick<ResolvedConfig, "gate" | "waivers">,
  options: Pick<EvaluateOptions, "baseline" | "quarantine">,
): GatePlan | null {
  const baselineFiles = options.baseline ?? [];
  if (config.gate === null && baselineFiles.length === 0 && options.quarantine !== true) return null;
  const settings = { ...(config.gate ?? DEFAULT_GATE), ...(options.quarantine === true ? { quarantine: true } : {}) };
  return { settings, waivers: config.waivers, baselineFiles };
}
