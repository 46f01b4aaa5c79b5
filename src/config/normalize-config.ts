import path from "node:path";
import { ConfigError } from "../errors.js";
import { verifyIssues } from "./verify-issues.js";
import { waiverIssues } from "./waiver-issues.js";
import { hostIssues } from "./host-issues.js";
import { userIssues } from "./user-issues.js";
import { collectSecrets } from "../secrets/collect-secrets.js";
import { redactSecrets } from "../secrets/redact-secrets.js";
import { nameTable, ownValue } from "../util/name-table.js";
import { formatConfigError, type ConfigIssue } from "./format-config-issues.js";
import type { EnvSubstitution } from "./interpolate-env.js";
import type { ResolvedConfig } from "./resolved-config.js";
import { resolveServers, serverReferenceIssues } from "./resolve-servers.js";
import { resolveSuite, resolveTestServers, type TestServer } from "./resolve-test-servers.js";
import { resolveWorkflow } from "./resolve-workflow.js";
import { expandPersonas } from "./expand-personas.js";
import { declareElicitation } from "./conversation-servers.js";
import { expandProtocolEras } from "../protocol/protocol-eras.js";
import { withParentEnv } from "../util/safe-env.js";
import { expandServerNames, expandTestEras, expandWorkflowEras } from "./expand-eras.js";
import { expandHosts, hostsOf, runHostIssues } from "./expand-hosts.js";
import { PROVIDERS, TimeoutsSchema, type Config, type ModelSpec } from "./schema.js";
import type { UriTemplates } from "./uri-templates.js";

/** Where the config came from and what it was resolved against. */
export interface NormalizeConfigOptions {
  /** Absolute path of the config file; null for a config passed as an object. */
  file: string | null;
  /** Directory relative paths (server cwd) are resolved against. */
  baseDir: string;
  /** Environment used for secret collection. */
  env: Record<string, string | undefined>;
  /**
   * The data before validation. Defaults are indistinguishable from explicit
   * values after parsing; this tells whether `timeouts.toolCallMs` was written
   * (so legacy `timeout` does not override it). Without it, a `toolCallMs`
   * equal to the default counts as not written.
   */
  input?: unknown;
  /**
   * Whether a config without workflows and tool-health suites is an error
   * ("nothing to run"). `check`, `init`, `tools` and `search` need only servers.
   * @default true
   */
  requireWork?: boolean;
  /** Substitutions made by `interpolateEnv`, for secret collection. */
  substituted?: ReadonlyArray<EnvSubstitution>;
  /** The URI template code, needed when a resource test is a template (uriTemplatesFor). */
  uriTemplates?: UriTemplates;
}

/** Overall pass threshold when the config sets none. */
export const DEFAULT_THRESHOLD = 0.8;
/** Judge minimum score for `llmJudge: true`; the same default the schema gives the object form. */
export const DEFAULT_JUDGE_MIN_SCORE = 0.7;

/**
 * Maps a validated config to the `ResolvedConfig` the rest of the library
 * reads: applies defaults, maps mcpvals 0.4 fields (`passThreshold`,
 * `timeout`, `judgeModel`, `openaiKey`, string `expectTools`, tests named
 * after their tool), resolves the stdio server's `cwd`, and collects secrets.
 *
 * Throws one `ConfigError` listing every semantic problem the schema cannot
 * express: conflicting thresholds, duplicate names, nothing to run.
 */
export function normalizeConfig(config: Config, options: NormalizeConfigOptions): ResolvedConfig {
  const issues = [...thresholdIssues(config), ...duplicateNameIssues(config), ...verifyIssues(config), ...waiverIssues(config)];
  issues.push(...hostIssues(config), ...runHostIssues(config), ...userIssues(config.workflows));
  if (options.requireWork !== false && config.workflows.length === 0 && config.toolHealthSuites.length === 0) {
    issues.push({ path: "(root)", message: "nothing to run: add workflows or toolHealthSuites" });
  }
  const { servers: configured, samplingModels: configuredSampling, issues: serverIssues } = resolveServers(config, options.baseDir);
  // A server with several protocol eras becomes one server per era; references may name either.
  const { servers: expanded, eras } = expandProtocolEras(configured);
  // A stdio server's safe base (PATH, HOME…) comes from the environment the config was resolved with, not always process.env.
  const eraServers = nameTable(Object.entries(expanded).map(([name, spec]) => [name, withParentEnv(spec, options.env)] as const));
  const serverNames = [...new Set([...Object.keys(configured), ...Object.keys(eraServers)])];
  // Each era's copy of a server answers sampling the same way.
  const eraSampling = nameTable(
    Object.entries(configuredSampling).flatMap(([name, model]) => (ownValue(eras, name) ?? [name]).map((era) => [era, model] as const)),
  );
  issues.push(...serverIssues, ...serverReferenceIssues(config, serverNames), ...connectionAliasIssues(config, options.input));
  const testServers = serverNames.length > 0 ? resolveTestServers(config, Object.keys(configured), serverNames, options.uriTemplates) : [];
  issues.push(...testServers.flatMap((suite) => suite.flatMap((test) => ("message" in test ? [test] : []))));
  const secrets = collectSecrets({ config, substituted: options.substituted ?? [], env: options.env });
  if (issues.length > 0) {
    const file = options.file ?? undefined;
    // Issues quote values ("no server named …"), which may have come from a secret variable.
    const redacted = issues.map((issue) => ({ path: issue.path, message: redactSecrets(issue.message, secrets) }));
    throw new ConfigError(formatConfigError(file, redacted), { file, issues: redacted });
  }

  const timeouts = {
    ...config.timeouts,
    toolCallMs: resolveToolCallMs(config, options.input),
    connectMs: config.connectionTimeout ?? config.timeouts.connectMs,
  };
  // Each workflow × host is its own workflow, on per-host copies of its servers (expand-hosts.ts).
  const resolved = resolveWorkflows(config, Object.keys(configured), eras);
  const suites = config.toolHealthSuites.map((suite, i) => resolveSuite(suite, timeouts.toolCallMs, testServers[i] as TestServer[]));
  // Tool-health tests run under the top-level host(s), each on its host's server copy (a workflow's own host is its own).
  const eraTests = suites.map((suite) => suite.tests.flatMap((test) => expandTestEras(test, eras)));
  const hostInput = { resolved, eras, eraServers, eraSampling, configuredSampling };
  const withHosts = expandHosts({ ...hostInput, suites: eraTests, testHosts: hostsOf({}, config) });
  const { workflows, hostServers, samplingModels } = withHosts;
  const servers = declareElicitation(withHosts.servers, workflows);
  return {
    file: options.file,
    baseDir: options.baseDir,
    server: Object.values(servers)[0]!,
    servers,
    ...(Object.keys(hostServers).length > 0 ? { hostServers } : {}),
    ...(Object.keys(samplingModels).length > 0 ? { samplingModels } : {}),
    preconnect: expandServerNames(config.preconnect, eras),
    connection: { ...config.connection, maxRetries: config.maxConnectionRetries ?? config.connection.maxRetries },
    model: config.model,
    judge: resolveJudge(config),
    threshold: config.threshold ?? config.passThreshold ?? DEFAULT_THRESHOLD,
    gate: config.gate ?? null,
    waivers: config.waivers,
    timeouts,
    check: config.check,
    concurrency: config.concurrency,
    ...(config.allowMissingTools !== undefined ? { allowMissingTools: config.allowMissingTools } : {}),
    ...(config.failOn !== undefined ? { failOn: config.failOn } : {}),
    isolation: config.isolation,
    workflows,
    toolHealthSuites: suites.map((suite, i) => ({ ...suite, tests: withHosts.suites[i]! })),
    legacyOpenAiKey: config.openaiKey,
    stateDir: config.stateDir,
    stateKey: config.stateKey,
    secrets,
    pricing: config.pricing,
    embeddings: config.embeddings,
    search: config.search,
    toolRetrieval:
      config.toolRetrieval === false ? null : { ...config.toolRetrieval, mode: config.toolRetrieval.mode ?? config.search.mode },
    fallbacks: config.fallbacks === false ? null : config.fallbacks,
    cassettes: { ...config.cassettes, dir: path.resolve(options.baseDir, config.cassettes.dir) },
    ...optionalSettings(config),
  };
}

/** The settings a config may leave out, passed on as they are: absent stays absent (reports stay byte-identical). */
function optionalSettings(config: Config): Pick<ResolvedConfig, "otel" | "budget" | "limits" | "mutate" | "load" | "hosts"> {
  return {
    ...(config.otel ? { otel: config.otel } : {}),
    ...(config.budget ? { budget: config.budget } : {}),
    ...(config.limits ? { limits: config.limits } : {}),
    ...(config.mutate ? { mutate: config.mutate } : {}),
    ...(config.load ? { load: config.load } : {}),
    ...(config.hosts ? { hosts: config.hosts } : {}),
  };
}

/** Each configured workflow resolved, as its persona × protocol-era copies, with the hosts it runs under. */
function resolveWorkflows(config: Config, serverNames: string[], eras: Record<string, string[]>) {
  return config.workflows.map((workflow) => ({
    copies: expandPersonas(
      resolveWorkflow(workflow, serverNames, config.repeats, config.toolSelection),
      workflow.personas,
      workflow.user,
    ).flatMap((copy) => expandWorkflowEras(copy, eras)),
    hosts: hostsOf(workflow, config),
  }));
}

function thresholdIssues(config: Config): ConfigIssue[] {
  if (config.threshold === undefined || config.passThreshold === undefined || config.threshold === config.passThreshold) return [];
  return [
    {
      path: "passThreshold",
      message: `conflicts with threshold (${config.threshold} vs ${config.passThreshold}); passThreshold is the mcpvals 0.4 name of threshold, keep only one`,
    },
  ];
}

function duplicateNameIssues(config: Config): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  // Names identify results in reports and baselines, so two results must never share one.
  const check = (names: string[], pathOf: (index: number) => string, what: string, advice: string) => {
    const first = new Map<string, number>();
    names.forEach((name, index) => {
      const earlier = first.get(name);
      if (earlier === undefined) first.set(name, index);
      else issues.push({ path: pathOf(index), message: `duplicate ${what} "${name}" (also at ${pathOf(earlier)}); ${advice}` });
    });
  };
  check(
    config.workflows.map((workflow) => workflow.name),
    (index) => `workflows[${index}].name`,
    "workflow name",
    "workflow names must be unique",
  );
  check(
    config.toolHealthSuites.map((suite) => suite.name),
    (index) => `toolHealthSuites[${index}].name`,
    "suite name",
    "suite names must be unique",
  );
  config.toolHealthSuites.forEach((suite, suiteIndex) => {
    check(
      suite.tests.map((test) => test.name),
      (index) => `toolHealthSuites[${suiteIndex}].tests[${index}].name`,
      "test name",
      "test names must be unique within a suite; to test one tool twice, rename a test and set `tool` to the tool name",
    );
  });
  return issues;
}

function resolveToolCallMs(config: Config, input: unknown): number {
  if (config.timeout === undefined) return config.timeouts.toolCallMs;
  const explicit =
    input === undefined
      ? config.timeouts.toolCallMs !== TimeoutsSchema.parse({}).toolCallMs
      : readPath(input, ["timeouts", "toolCallMs"]) !== undefined;
  return explicit ? config.timeouts.toolCallMs : config.timeout;
}

/** `maxConnectionRetries` and `connectionTimeout` are the issue's names for `connection.maxRetries` and `timeouts.connectMs`: both may not disagree. */
function connectionAliasIssues(config: Config, input: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const retries = readPath(input, ["connection", "maxRetries"]);
  if (config.maxConnectionRetries !== undefined && retries !== undefined && retries !== config.maxConnectionRetries) {
    issues.push({
      path: "maxConnectionRetries",
      message: `conflicts with connection.maxRetries (${config.maxConnectionRetries} vs ${String(retries)}); it is an alias, keep only one`,
    });
  }
  const connectMs = readPath(input, ["timeouts", "connectMs"]);
  if (config.connectionTimeout !== undefined && connectMs !== undefined && connectMs !== config.connectionTimeout) {
    issues.push({
      path: "connectionTimeout",
      message: `conflicts with timeouts.connectMs (${config.connectionTimeout} vs ${String(connectMs)}); it is an alias, keep only one`,
    });
  }
  return issues;
}

function resolveJudge(config: Config): ResolvedConfig["judge"] {
  if (config.llmJudge === false) return null;
  const judge =
    config.llmJudge === true
      ? { model: undefined, minScore: DEFAULT_JUDGE_MIN_SCORE, repeats: 1 }
      : {
          model: config.llmJudge.model,
          minScore: config.llmJudge.minScore,
          repeats: config.llmJudge.repeats,
          ...(config.llmJudge.minAgreement !== undefined ? { minAgreement: config.llmJudge.minAgreement } : {}),
        };
  return { ...judge, model: judge.model ?? legacyJudgeModel(config.judgeModel) };
}

/**
 * mcpvals 0.4 `judgeModel` was a bare OpenAI model id. Prefix `openai:` unless
 * it already names one of our providers; checking known providers (rather than
 * any `x:`) keeps OpenAI fine-tune ids such as `ft:gpt-4o:org:id` working.
 */
function legacyJudgeModel(judgeModel: string | undefined): ModelSpec | undefined {
  if (judgeModel === undefined) return undefined;
  return PROVIDERS.some((provider) => judgeModel.startsWith(`${provider}:`)) ? judgeModel : `openai:${judgeModel}`;
}

function readPath(value: unknown, keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
