/** `check --readiness`: each directory requirement graded on one server; what cannot be seen from outside is "manual". */
import type { McpTool } from "../../protocol/mcp-types.js";
import type { ServerSpec } from "../../protocol/server-spec.js";
import type { CheckOutcome } from "../../result/check-report.js";
import { READINESS_RULES, type Directory, type ReadinessRule } from "./readiness-rules.js";

function outcome(
  rule: ReadinessRule,
  server: string,
  status: CheckOutcome["status"],
  reason: string,
  tool: string | null = null,
): CheckOutcome {
  return {
    id: rule.id,
    level: "error",
    status,
    reason,
    target: { server, kind: tool === null ? "server" : "tool", name: tool },
    era: null,
    spec: rule.source.url,
    ...(tool === null ? {} : { item: tool }),
  };
}

function grade(rule: ReadinessRule, server: string, spec: ServerSpec, tools: readonly McpTool[]): CheckOutcome[] {
  const check = rule.check;
  switch (check.kind) {
    case "manual":
      return [outcome(rule, server, "skipped", `manual: ${rule.summary} (cannot be checked from outside the server)`)];
    case "https":
      if (spec.transport === "stdio")
        return [outcome(rule, server, "skipped", "not applicable: a local stdio server (the requirement is for remote servers)")];
      return new URL(spec.url).protocol === "https:"
        ? [outcome(rule, server, "passed", rule.summary)]
        : [outcome(rule, server, "failed", `${spec.url} is not HTTPS: ${rule.summary}`)];
    case "name-length": {
      const long = tools.filter((t) => t.name.length > check.max);
      return long.length === 0
        ? [outcome(rule, server, "passed", rule.summary)]
        : long.map((t) => outcome(rule, server, "failed", `"${t.name}" has ${t.name.length} characters: ${rule.summary}`, t.name));
    }
    case "annotations": {
      const missing = tools.flatMap((t) => {
        const notes = (t.annotations ?? {}) as Record<string, unknown>;
        const absent = check.keys.filter((k) => notes[k] === undefined);
        const fails = check.any ? absent.length === check.keys.length : absent.length > 0;
        return fails
          ? [outcome(rule, server, "failed", `"${t.name}" does not set ${absent.join(check.any ? " or " : ", ")}: ${rule.summary}`, t.name)]
          : [];
      });
      return missing.length > 0 ? missing : [outcome(rule, server, "passed", `${tools.length} tools: ${rule.summary}`)];
    }
  }
}

export function readinessChecks(
  directories: readonly Directory[],
  server: string,
  spec: ServerSpec,
  tools: readonly McpTool[],
): CheckOutcome[] {
  return READINESS_RULES.filter((r) => directories.includes(r.directory)).flatMap((rule) => grade(rule, server, spec, tools));
}
