/**
 * One host finding in the shape every check outcome has, plus the host, the
 * item (tool) and the effect. The level follows the effect: a request the API
 * rejects is an error; a property silently dropped or changed, or a tool cut
 * from the list, a warning; a tool the host renames (it still works) info.
 */
import type { CheckLevel, CheckOutcome } from "../result/check-report.js";
import type { HostEffect } from "./host-profile.js";

export const LEVEL_BY_EFFECT: Record<HostEffect, CheckLevel> = {
  rejected: "error",
  dropped: "warning",
  changed: "warning",
  cut: "warning",
  renamed: "info",
};

export interface HostFindingInput {
  /** Rule id, e.g. "host/openai-strict/closed-objects". */
  id: string;
  host: string;
  server: string;
  /** The tool (null for a finding about the whole tool list). */
  tool: string | null;
  effect: HostEffect;
  reason: string;
  pointer?: string;
  level?: CheckLevel;
}

export function hostFinding({ id, host, server, tool, effect, reason, pointer, level }: HostFindingInput): CheckOutcome {
  const at = level ?? LEVEL_BY_EFFECT[effect];
  return {
    id,
    level: at,
    status: at === "info" ? "info" : "failed",
    reason,
    target: { server, kind: tool === null ? "server" : "tool", name: tool },
    era: null,
    host,
    ...(tool === null ? {} : { item: tool }),
    effect,
    ...(pointer === undefined ? {} : { pointer }),
  };
}
