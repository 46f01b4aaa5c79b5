/**
 * The GitHub Action: restore the state folder, evaluate (or merge shards),
 * write the reports, outputs, job summary, annotations and the one sticky PR
 * comment, save the state folder, and fail the step below the threshold.
 * `core`, the environment, the event and the signal are injected
 * (action-core.ts), so a test runs it in-process; action-main.ts wires the real ones.
 */
import { readFile } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import { CONFIG_FILE_NAMES, findConfigFile } from "../config/find-config.js";
import { loadConfig } from "../config/load-config.js";
import { configStatePlace, resolveStateDir, resolveStateRoot } from "../state/state-dir.js";
import { locateConfigEntries, type ConfigLocations } from "../config/locate-config-entries.js";
import type { EvalResult } from "../result/eval-result.js";
import { describeError, exitCodeOf, UsageError } from "../errors.js";
import { exitCode, type ExitCode } from "../exit-code.js";
import { runReporters } from "../report/write-reports.js";
import { checkOutcome } from "../check/check-infrastructure.js";
import { buildAnnotations, type Annotation } from "./annotations.js";
import type { ActionCore, ActionDeps } from "./action-core.js";
import { gate } from "./gate.js";
import { COMMENT_LIMIT, commentMarker, renderActionReport, SUMMARY_LIMIT } from "./comment-body.js";
import { readGithubContext, shouldSaveState, type GithubRunContext } from "./github-context.js";
import { parseInputs, type ActionInputs } from "./parse-inputs.js";
import { runEvaluation } from "./run-evaluation.js";
import { actionCheck } from "./action-check.js";
import type { CheckReport } from "../result/check-report.js";
import type { MutationReport } from "../result/mutation-report.js";
import { actionMutate } from "./action-mutate.js";
import { durationsCacheKeys, restoreState, saveState, stateCacheKeys } from "./state-cache.js";
import { keepDurationsAfterMerge, shardDurationsFor } from "./shard-durations.js";
import { upsertStickyComment } from "./sticky-comment.js";
import { verifyWorkflowRunPr } from "./verify-workflow-run-pr.js";
import { writeActionReports } from "./write-action-reports.js";
import { errorLine } from "../report/error-line.js";
import type { LoadReport } from "../result/load-report.js";
import { actionLoad } from "./action-load.js";

/**
 * Runs the action: one try/catch, ending in setFailed with a one-line reason.
 * Returns the exit code by the same table as the CLI (exit-code.ts).
 * Redaction boundary: the setFailed line is the action's free-text error line;
 * the config's secrets are starred out of it here.
 */
export async function runAction(deps: ActionDeps): Promise<ExitCode> {
  const { core } = deps;
  const secrets: string[] = [];
  try {
    const inputs = parseInputs((name) => core.getInput(name));
    const ctx = readGithubContext(deps.env, deps.payload, inputs["pr-number"]);
    const { failure, exitCode } = await runWithInputs(inputs, ctx, deps, secrets);
    if (failure !== null) core.setFailed(errorLine(failure, secrets));
    return exitCode;
  } catch (error) {
    core.setFailed(`mcpvals: ${errorLine(describeError(error), secrets)}`);
    return exitCodeOf(error);
  }
}

/** What the action decided: the reason it fails (null when it passes) and its exit code. */
export interface ActionOutcome {
  failure: string | null;
  exitCode: ExitCode;
}

/** Runs the action; `secrets` is filled in as soon as the config is loaded. */
export async function runWithInputs(
  inputs: ActionInputs,
  ctx: GithubRunContext,
  deps: ActionDeps,
  secrets: string[] = [],
): Promise<ActionOutcome> {
  const { core, signal } = deps;
  const stdout = deps.stdout ?? process.stdout;
  const workspace = deps.env.GITHUB_WORKSPACE ?? process.cwd();
  const cwd = resolve(workspace, inputs["working-directory"]);
  const merging = inputs["merge-reports"].length > 0;
  if (inputs.mutate && (merging || inputs.shard)) {
    throw new UsageError(
      'Input "mutate" runs in an unsharded job: drop "shard" and "merge-reports", or shard the mutants with the reusable workflow mcpvals-mutate.yml (docs/mutate.md).',
    );
  }
  const configFile = inputs.config ? resolve(cwd, inputs.config) : merging ? undefined : await findConfigFile(cwd);
  if (!merging && configFile === undefined) {
    // Said in the action's own terms: the inputs that choose the file, not the CLI's flags.
    throw new UsageError(
      `No config file found in ${repoPath(workspace, cwd)} (the "working-directory" input). Set the "config" input to your config's path, or add one of ${CONFIG_FILE_NAMES.join(", ")} there.`,
    );
  }

  // The action's own INPUT_* variables are not the config's environment: "fail-on-missing-key: true" would
  // otherwise make "true" a secret (the name contains KEY), masked in the log and starred out of reports.
  const env = withoutActionInputs(deps.env);
  // Loaded once, before anything runs, so its secrets are masked in the runner's log from the first line on.
  // Without secrets (a fork PR) and with "fail-on-missing-key: false", a server whose `auth` reads an unset
  // variable is not a config error: the run skips the work that needs it, with a note.
  const deferAuthSecrets = !inputs["fail-on-missing-key"];
  const config = merging ? undefined : await loadConfig({ path: configFile, cwd, env, deferAuthSecrets });
  const mask = (list: readonly string[]): void => {
    for (const secret of list) core.setSecret(secret);
    secrets.push(...list);
  };
  mask(config?.secrets ?? []);
  // Tokens the servers' auth mints (the run's, the check's) are masked the moment they exist; our output stars them anyway.
  const onSecret = (value: string): void => mask([value]);

  // The cache keeps this config's sub-folder only (keyed by the config's path too); the run gets the root,
  // in which it finds the same sub-folder (state/state-dir.ts).
  const place = config ? { ...configStatePlace(config), override: inputs["state-dir"], cwd } : undefined;
  const stateDir = place ? resolveStateDir(place) : false;
  const stateRoot = place ? resolveStateRoot(place) : false;
  const keys = stateCacheKeys({ configId: repoPath(workspace, configFile ?? cwd), ...ctx, shard: inputs.shard });
  if (inputs.cache && stateDir) await restoreState(stateDir, keys);
  // A shard splits by the base branch's durations, restored read-only by one key for all shards (shard-durations.ts).
  const durationsKeys = durationsCacheKeys({ configId: repoPath(workspace, configFile ?? cwd), ...ctx }).shards;
  const shardDurationsDir =
    inputs.shard && stateDir ? await shardDurationsFor({ stateDir, keys: durationsKeys, cache: inputs.cache }) : undefined;

  const shared = { inputs, config, configFile, cwd, env, signal, onSecret };
  const protocolCheck = await actionCheck({ ...shared, deferAuthSecrets, merging, mask, stdout });

  const [consoleReporter] = runReporters([{ name: "console", stream: stdout, color: true }]);
  // Runs are recorded under what a fork cannot forge, and only the base repository's base-branch runs are a baseline.
  const branch = { name: ctx.historyKey, base: ctx.baselineKey };
  const result = await runEvaluation({ ...shared, stateDir: stateRoot, reporters: [consoleReporter!], branch, shardDurationsDir });
  if (merging) await keepDurationsAfterMerge({ core, inputs, ctx, workspace, cwd, env, result, signal });
  // A merge has no progress to show; the console still prints the merged result.
  if (merging) await consoleReporter!.onRunEnd?.(result);
  await writeActionReports({ core, inputs, cwd, result });
  const mutation = await actionMutate({ core, inputs, config, result, ctx, cwd, env, stateDir, signal, stdout });
  const load = inputs.load && config ? await actionLoad({ config, stateDir, branch, signal, stdout, core, inputs, cwd }) : null;
  const check = protocolCheck?.report ?? null;
  await publish({ inputs, ctx, deps, workspace, cwd, configFile, result, check, mutation: mutation.report, load: load?.report ?? null });

  if (inputs.cache && stateDir && shouldSaveState(ctx, inputs["cache-save"])) await saveState(stateDir, keys);

  const verdict = gate(inputs, result);
  if (verdict.notice) core.notice(verdict.notice);
  const failures = [protocolCheck?.failure, verdict.failure, mutation.failure, load?.failure].filter((f): f is string => !!f);
  // One code for the step: any verdict failure is 1 (as a run with one real failure is), else infrastructure's 3.
  // A shard's run leaves its verdict to the merge job: it is no part of the step's code.
  const parts = [
    ...(protocolCheck ? [checkOutcome(protocolCheck.report)] : []),
    ...(inputs.shard ? [] : [{ passed: result.passed, infrastructure: result.verdict.infrastructure }]),
    ...(mutation.outcome ? [mutation.outcome] : []),
    ...(load ? [load.report.verdict] : []),
  ];
  const code = exitCode(parts, { signal, failed: failures.length > 0 });
  return { failure: failures.length > 0 ? failures.join("; ") : null, exitCode: code };
}

interface PublishOptions {
  inputs: ActionInputs;
  ctx: GithubRunContext;
  deps: ActionDeps;
  workspace: string;
  cwd: string;
  configFile: string | undefined;
  result: EvalResult;
  check: CheckReport | null;
  /** The mutate step's report (`mutate: true`), shown after the run's. */
  mutation: MutationReport | null;
  load: LoadReport | null;
}

/** The job summary, the annotations and the PR comment: what GitHub shows of the result. */
async function publish({ inputs, ctx, deps, workspace, cwd, configFile, result, check, mutation, load }: PublishOptions): Promise<void> {
  const { core } = deps;
  const htmlArtifact = ctx.runUrl ? { name: inputs["html-artifact"], url: `${ctx.runUrl}#artifacts` } : null;
  if (inputs["job-summary"] && deps.env.GITHUB_STEP_SUMMARY) {
    await core.summary
      .addRaw(renderActionReport(result, { maxLength: SUMMARY_LIMIT, htmlArtifact, trendSource: ctx.baseBranch, check, mutation, load }))
      .write();
  }
  const resultConfig = configFile ?? result.configPath ?? undefined;
  if (inputs.annotations) {
    for (const annotation of buildAnnotations(result, await configLocations(workspace, resultConfig))) printAnnotation(core, annotation);
  }
  if (inputs.comment && !inputs.shard) {
    const url = await postComment(core, deps.env.GITHUB_API_URL, inputs, ctx, result, repoPath(workspace, resultConfig ?? cwd), {
      check,
      mutation,
      load,
    });
    if (url) core.setOutput("comment-url", url);
  }
}

async function postComment(
  core: ActionCore,
  apiUrl: string | undefined,
  inputs: ActionInputs,
  ctx: GithubRunContext,
  result: EvalResult,
  configId: string,
  extras: { check: CheckReport | null; mutation: MutationReport | null; load: LoadReport | null },
): Promise<string | null> {
  if (ctx.pullRequestNumber === undefined) {
    core.info("mcpvals: not a pull request run; no comment posted.");
    return null;
  }
  if (ctx.fromFork) {
    core.notice(
      "mcpvals: pull request from a fork (read-only token): comment skipped; the job summary has the report. See the README's workflow_run recipe to comment on fork PRs.",
    );
    return null;
  }
  const [owner, repo] = (ctx.repository ?? "").split("/");
  if (!inputs["github-token"] || !owner || !repo) {
    core.notice("mcpvals: no github-token or GITHUB_REPOSITORY; comment skipped.");
    return null;
  }
  const check = await verifyWorkflowRunPr({ ctx, token: inputs["github-token"], owner, repo, apiUrl });
  if (!check.ok) {
    core.warning(`mcpvals: comment skipped: ${check.reason}.`);
    return null;
  }
  const marker = commentMarker(configId);
  const htmlArtifact = ctx.runUrl ? { name: inputs["html-artifact"], url: `${ctx.runUrl}#artifacts` } : null;
  const body = renderActionReport(result, {
    maxLength: COMMENT_LIMIT,
    marker,
    runUrl: ctx.runUrl,
    htmlArtifact,
    trendSource: ctx.baseBranch,
    ...extras,
  });
  try {
    const outcome = await upsertStickyComment({
      target: { token: inputs["github-token"], owner, repo, issueNumber: ctx.pullRequestNumber, apiUrl },
      marker,
      body,
    });
    if (outcome.status === "forbidden") {
      core.notice(
        `mcpvals: the token may not comment here (HTTP ${outcome.httpStatus}, e.g. a fork PR's read-only token): comment skipped; the job summary has the report.`,
      );
      return null;
    }
    core.info(`mcpvals: ${outcome.status} the PR comment ${outcome.url}`);
    return outcome.url;
  } catch (error) {
    // The check is the score; a GitHub API hiccup on the comment must not flip it.
    core.warning(`mcpvals: could not post the PR comment: ${describeError(error)}`);
    return null;
  }
}

/** Warnings quote the state folder's files (a cache a fork's run may have written): one clean line each. */
function withoutActionInputs(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("INPUT_")));
}

async function configLocations(
  workspace: string,
  configFile: string | undefined,
): Promise<{ configFile: string | null; locations: ConfigLocations | null }> {
  if (!configFile) return { configFile: null, locations: null };
  try {
    const text = await readFile(configFile, "utf8");
    return { configFile: repoPath(workspace, configFile), locations: locateConfigEntries(text, configFile) };
  } catch {
    return { configFile: null, locations: null };
  }
}

function printAnnotation(core: ActionCore, { level, title, message, file, line }: Annotation): void {
  const properties = { title, ...(file ? { file, startLine: line } : {}) };
  if (level === "error") core.error(message, properties);
  else if (level === "warning") core.warning(message, properties);
  else core.notice(message, properties);
}

/** A path relative to the workspace with forward slashes: what annotations and markers use. */
function repoPath(workspace: string, file: string): string {
  const rel = relative(workspace, file);
  return (rel === "" ? "." : rel).split(sep).join("/");
}
