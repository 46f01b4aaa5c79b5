/**
 * Part of planning a run: servers whose `auth` reads an unset variable (a
 * fork PR has no secrets; see config/defer-auth-secrets.ts). With
 * `onMissingKey: "skip"` the workflows and tool-health suites that need such
 * a server are skipped with a note, as LLM workflows are without their key,
 * and the server leaves the plan's config, so nothing ever connects it.
 * Otherwise it is the config error an unset variable always is.
 */
import type { ResolvedConfig, UnsetAuthSecret } from "../config/resolved-config.js";
import { formatConfigError } from "../config/format-config-issues.js";
import { ConfigError, UsageError } from "../errors.js";
import type { EvalResult } from "../result/eval-result.js";
import { nameTable, ownValue } from "../util/name-table.js";
import type { SelectedWork } from "./select-work.js";

export interface WithoutAuth {
  config: ResolvedConfig;
  work: SelectedWork;
  skipped: NonNullable<EvalResult["skipped"]>;
}

export function skipWithoutAuth(config: ResolvedConfig, work: SelectedWork, onMissingKey: "throw" | "skip"): WithoutAuth {
  const unset = config.unsetAuth ?? {};
  const names = Object.keys(unset);
  if (names.length === 0) return { config, work, skipped: [] };
  if (onMissingKey !== "skip") {
    const issues = names.flatMap((name) =>
      unset[name]!.map(({ path, variable }) => ({ path, message: `environment variable ${variable} is not set` })),
    );
    throw new ConfigError(formatConfigError(config.file ?? undefined, issues), { file: config.file ?? undefined, issues });
  }
  const reason = (servers: readonly string[]): string => {
    const name = servers.find((server) => ownValue(unset, server) !== undefined)!;
    return `server "${name}" has no credentials: ${describeUnset(unset[name]!)}`;
  };
  const skipped: WithoutAuth["skipped"] = [];
  const workflows = work.workflows.filter((workflow) => {
    if (!workflow.servers.some((server) => ownValue(unset, server) !== undefined)) return true;
    skipped.push({ kind: "workflow", name: workflow.name, reason: reason(workflow.servers) });
    return false;
  });
  const suites = work.suites.filter((suite) => {
    const servers = suite.tests.map((test) => test.server);
    if (!servers.some((server) => ownValue(unset, server) !== undefined)) return true;
    skipped.push({ kind: "tool-health-suite", name: suite.name, reason: reason(servers) });
    return false;
  });
  if (workflows.length === 0 && suites.length === 0) {
    throw new UsageError(
      `${reason(names)}. Nothing else could run: every workflow and tool-health suite needs a server without its credentials. On pull requests from forks secrets are absent: see the README's workflow_run recipe.`,
    );
  }
  return { config: withoutServers(config, new Set(names)), work: { workflows, suites }, skipped };
}

function describeUnset(secrets: readonly UnsetAuthSecret[]): string {
  return secrets.map(({ variable, path }) => `\${${variable}} is not set (${path})`).join(", ");
}

/** The config without the servers nothing may connect: no connection, preconnect, tool listing or token count reaches them. */
function withoutServers(config: ResolvedConfig, names: ReadonlySet<string>): ResolvedConfig {
  const servers = nameTable(Object.entries(config.servers).filter(([name]) => !names.has(name)));
  return { ...config, servers, preconnect: config.preconnect.filter((name) => !names.has(name)) };
}
