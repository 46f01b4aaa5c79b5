/**
 * Refuses a run whose tests or workflows name a tool, resource or prompt no
 * server offers, as soon as the servers' lists are known and before any
 * workflow runs (no model call is spent on a typo). The lists come from
 * each server's first connection, which then serves the first lease: no
 * extra process. A server that cannot be reached is not checked; its work
 * fails as infrastructure, with the reason.
 */
import { ConfigError } from "../errors.js";
import { formatConfigError } from "../config/format-config-issues.js";
import { DATABASE_ID_TOKEN } from "../protocol/substitute-database-id.js";
import type { ResolvedConfig } from "../config/resolved-config.js";
import type { ConnectionManager } from "../mcp/pool/connection-manager.js";
import { missingTargets, type OfferedTargets } from "./missing-targets.js";
import { scriptedArgsIssues } from "./scripted-args.js";
import type { SelectedWork } from "./select-work.js";

export interface CheckNamedTargetsOptions {
  config: Pick<ResolvedConfig, "file" | "servers" | "workflows" | "toolHealthSuites" | "hostServers">;
  work: SelectedWork;
  connections: ConnectionManager;
  /** Unknown names are warnings, not an error (`allowMissingTools`, `--allow-missing-tools`). @default false */
  allowMissing?: boolean;
  /** The workflows run on the scripted driver: an expected tool's `args` must hold every parameter it requires. @default false */
  scripted?: boolean;
  onWarning: (message: string) => void;
  signal: AbortSignal;
}

const HINT =
  "A test that names it on purpose (a negative test) sets `allowMissing: true`; `allowMissingTools: true` (or --allow-missing-tools) allows it for the whole run.";

export async function checkNamedTargets({
  config,
  work,
  connections,
  allowMissing = false,
  scripted = false,
  onWarning,
  signal,
}: CheckNamedTargetsOptions): Promise<void> {
  // A workflow's server whose spec needs its `{{databaseId}}`, or that its setup steps prepare (a database, a
  // fixture folder), is not started just to list it: before setup it may not start at all.
  const perRun = (server: string): boolean => JSON.stringify(config.servers[server] ?? null).includes(DATABASE_ID_TOKEN);
  const checked = work.workflows.filter((w) => namesTools(w) && (w.setup?.length ?? 0) === 0);
  const workflowServers = checked.flatMap((w) => w.servers.filter((s) => !perRun(s)));
  const servers = new Set([...work.suites.flatMap((s) => s.tests.filter((t) => !t.allowMissing).map((t) => t.server)), ...workflowServers]);
  const offered = new Map<string, OfferedTargets>();
  await Promise.all(
    [...servers].map(async (name) => {
      const connection = await connections
        .pool(name)
        .offered(signal)
        .catch(() => undefined);
      if (!connection) return;
      const { tools, resources, resourceTemplates, prompts } = connection;
      offered.set(name, {
        tools: tools.map((t) => t.name),
        required: new Map(tools.map((t) => [t.name, requiredOf(t.inputSchema)])),
        resources: resources?.map((r) => r.uri),
        resourceTemplates: resourceTemplates?.map((t) => t.uriTemplate),
        prompts: prompts?.map((p) => p.name),
      });
    }),
  );
  if (signal.aborted) return;
  const missing = missingTargets(work, offered, config);
  if (allowMissing) for (const issue of missing) onWarning(`${issue.path}: ${issue.message} (allowed by allowMissingTools)`);
  const unknown = allowMissing ? [] : missing;
  const issues = [...unknown, ...(scripted ? scriptedArgsIssues(work, offered, config) : [])];
  if (issues.length === 0) return;
  const hint = unknown.length > 0 ? `\n${HINT}` : "";
  throw new ConfigError(`${formatConfigError(config.file, issues)}${hint}`, { ...(config.file ? { file: config.file } : {}), issues });
}

const requiredOf = (schema: { required?: unknown }): string[] =>
  Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [];

const namesTools = (workflow: SelectedWork["workflows"][number]): boolean =>
  workflow.expectTools !== undefined || workflow.steps.some((s) => s.expectTools !== undefined);
