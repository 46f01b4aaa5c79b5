/**
 * The cassettes of one run: decides per workflow attempt whether its model
 * answers are replayed, recorded, or cannot be had (missing, stale), runs the
 * attempt inside its session, writes what was recorded, and puts the
 * cassette's status on the workflow's result.
 */
import path from "node:path";
import type { CassetteMode, CassetteSettings } from "../config/cassettes-schema.js";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { MissingApiKeyError } from "../errors.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { writeCassette, type CassetteFile } from "./cassette-file.js";
import { CassetteError } from "./cassette-error.js";
import { findCassette, removeLegacy, type FoundCassette } from "./find-cassette.js";
import { cassettePath } from "./cassette-name.js";
import { CassetteSession, type SessionPlan } from "./cassette-session.js";
import { cassetteStorage } from "./cassette-storage.js";
import { definitionHash } from "./definition-hash.js";
import { hashTools } from "./normalize-request.js";
import { redactSecrets } from "../secrets/redact-secrets.js";

export interface CassetteRunOptions {
  settings: CassetteSettings;
  /** The effective mode (the config's, `--record` / `--replay`, or replay forced by a missing key). Not "off". */
  mode: Exclude<CassetteMode, "off">;
  /** Folder cassette files are reported relative to (the config's). */
  baseDir: string;
  secrets: string[];
  models: { agent: string; judge: string | null };
  /** Set when the run has no API key: only replays can answer. */
  missingKey: MissingApiKeyError | undefined;
  onWarning?: (message: string) => void;
  signal?: AbortSignal;
}

export interface CassetteRun {
  readonly mode: Exclude<CassetteMode, "off">;
  /** Whether the workflow's first attempt has a cassette recorded for its current definition. */
  fresh(workflow: ResolvedWorkflow): Promise<boolean>;
  /** Runs one attempt inside its cassette session; the result gets `cassette`, and fails when the cassette could not serve it. */
  run(workflow: ResolvedWorkflow, attempt: number, runAttempt: () => Promise<WorkflowResult>): Promise<WorkflowResult>;
}

export function createCassetteRun(options: CassetteRunOptions): CassetteRun {
  const { settings, mode, baseDir, secrets, models, missingKey, onWarning, signal } = options;
  const ignore = settings.ignore.map((pattern) => new RegExp(pattern, "g"));

  // An unreadable or invalid cassette fails its own workflow, with the reason; the run goes on.
  const lookUp = async (workflow: ResolvedWorkflow, attempt: number): Promise<FoundCassette | CassetteError> =>
    findCassette(settings.dir, workflow.name, attempt, signal).catch((error: unknown) => {
      if (CassetteError.isInstance(error)) return error;
      throw error;
    });

  return {
    mode,
    async fresh(workflow) {
      const found = await lookUp(workflow, 1);
      return !(found instanceof Error) && found.cassette?.definitionHash === definitionHash(workflow, models);
    },
    async run(workflow, attempt, runAttempt) {
      const found = await lookUp(workflow, attempt);
      const file = cassettePath(settings.dir, workflow.name, attempt);
      const shown = path.relative(baseDir, file) || file;
      const plan = planSession({ mode, workflow, found, shown, models, missingKey });
      const session = new CassetteSession({
        workflow: workflow.name,
        file: shown,
        plan,
        onDivergence: settings.onDivergence,
        ignore,
        secrets,
        missingKey,
        recordLiveContinuation: mode === "auto",
        ...(workflow.user ? { unit: "turn" as const } : {}),
        ...(onWarning ? { onWarning } : {}),
      });
      const result = await cassetteStorage.run(session, runAttempt);
      if (session.writes && !signal?.aborted) {
        const cassette = recordedCassette(workflow, attempt, models, session, secrets);
        await writeCassette(file, cassette, signal);
        if (!(found instanceof Error)) await removeLegacy(found);
      }
      const cassette = session.status(models.agent);
      // A cassette that could not serve the workflow is its reason to fail, not the model error the driver saw.
      // Diverged, stale or missing is a verdict (the server or the config changed), not infrastructure: the
      // model error the driver wrapped it in must not make the run exit 3.
      if (session.failure) {
        const { infrastructure: _modelError, ...rest } = result;
        return { ...rest, passed: false, error: session.failure.message, cassette };
      }
      return { ...result, cassette };
    },
  };
}

/** Whether an attempt replays its cassette, records a new one, or cannot be had (and why, in words for the user). */
function planSession({
  mode,
  workflow,
  found,
  shown,
  models,
  missingKey,
}: {
  mode: CassetteRunOptions["mode"];
  workflow: ResolvedWorkflow;
  found: FoundCassette | CassetteError;
  /** The cassette's file as messages show it. */
  shown: string;
  models: CassetteRunOptions["models"];
  missingKey: MissingApiKeyError | undefined;
}): SessionPlan {
  if (mode === "record") return { kind: "record" };
  if (found instanceof Error)
    return { kind: "unavailable", status: "invalid", message: `Workflow "${workflow.name}" cannot be replayed: ${found.message}` };
  const { cassette } = found;
  // Recorded as another host (a copied or renamed file): never replayed, never silently re-recorded over.
  if (cassette && cassette.host !== workflow.host) {
    const as = (host: string | undefined): string => (host === undefined ? "mcpvals (no host)" : `host "${host}"`);
    return {
      kind: "unavailable",
      status: "diverged",
      message: `Workflow "${workflow.name}" cannot be replayed: its cassette ${shown} was recorded as ${as(cassette.host)}, and this run connects as ${as(workflow.host)}. Record it with \`mcpvals run --record\`.`,
    };
  }
  const hash = definitionHash(workflow, models);
  if (cassette && cassette.definitionHash === hash) return { kind: "replay", cassette };
  if (mode === "auto" && !missingKey) return { kind: "record" };
  const status = cassette ? "stale" : "missing";
  const why =
    status === "stale"
      ? `its cassette ${shown} is stale: the workflow's prompts, expectations or model changed since it was recorded (${cassette!.model})`
      : `it has no cassette (${shown})`;
  const key = missingKey ? ` and there is no API key to record one (${missingKey.envVar})` : "";
  return {
    kind: "unavailable",
    status,
    message: `Workflow "${workflow.name}" cannot be replayed: ${why}${key}. Record it with \`mcpvals run --record\`.`,
  };
}

/** The cassette file of what a recording session saw. Redaction boundary: the exchanges as they will be written. */
function recordedCassette(
  workflow: ResolvedWorkflow,
  attempt: number,
  models: CassetteRunOptions["models"],
  session: CassetteSession,
  secrets: readonly string[],
): CassetteFile {
  const exchanges = redactSecrets(session.exchanges, secrets);
  const firstAgent = exchanges.find((e) => e.role === "agent");
  return {
    format: 1,
    workflow: workflow.name,
    ...(workflow.host !== undefined ? { host: workflow.host } : {}),
    attempt,
    model: models.agent,
    judgeModel: models.judge,
    definitionHash: definitionHash(workflow, models),
    toolsHash: firstAgent ? hashTools(firstAgent.request.tools) : null,
    exchanges,
  };
}
