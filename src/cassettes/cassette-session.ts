/**
 * One workflow attempt's cassette: serves recorded answers in order while the
 * live requests match them, records live answers, and keeps what happened
 * (replayed, diverged where, recorded) for the workflow's result.
 */
import type { MissingApiKeyError } from "../errors.js";
import type { CassetteDivergence, CassetteStatus } from "../result/cassette-status.js";
import type { ModelCallOptions } from "./model-call-types.js";
import type { CassetteFile, Exchange, NormalizedRequest, RecordedResponse } from "./cassette-file.js";
import { CassetteError } from "./cassette-error.js";
import { findDivergence } from "./find-divergence.js";
import { maskRequest, normalizeRequest } from "./normalize-request.js";
import { redactSecrets } from "../secrets/redact-secrets.js";

/** What the session does, decided before the workflow starts. */
export type SessionPlan =
  | { kind: "replay"; cassette: CassetteFile }
  | { kind: "record" }
  | { kind: "unavailable"; status: "missing" | "stale" | "invalid" | "diverged"; message: string };

export type ModelRole = Exchange["role"];

export interface CassetteSessionOptions {
  workflow: string;
  /** The file, as reported (relative to the config's folder). */
  file: string;
  plan: SessionPlan;
  onDivergence: "fail" | "live" | "warn";
  ignore: readonly RegExp[];
  secrets: string[];
  /** Set when no API key is present: a live call then fails, naming the workflow. */
  missingKey: MissingApiKeyError | undefined;
  /** What a user message is called in messages: "turn" in a conversation with a simulated user. @default "step" */
  unit?: "step" | "turn";
  /** Write the live continuation after a divergence (auto mode records whatever ran live). */
  recordLiveContinuation: boolean;
  onWarning?: (message: string) => void;
}

/** A recorded answer to serve, or "call the model" (and then `record` its answer). */
export type SessionTurn = { replay: RecordedResponse } | { live: NormalizedRequest };

export class CassetteSession {
  /** The exchanges of this attempt, as they happened: what a (re-)recording writes (secrets starred out then). */
  readonly exchanges: Exchange[] = [];
  divergence: CassetteDivergence | undefined;
  /** The first cassette failure; once set, every later model call fails with it. */
  failure: CassetteError | undefined;
  private live: boolean;
  private wentLive = false;
  private readonly served = { agent: 0, user: 0, judge: 0 };

  constructor(private readonly options: CassetteSessionOptions) {
    this.live = options.plan.kind === "record";
  }

  /** Called by the model middleware for every model call of the workflow. */
  next(role: ModelRole, params: ModelCallOptions): SessionTurn {
    if (this.failure) throw this.failure;
    const { plan, onDivergence, ignore, secrets, workflow } = this.options;
    const request = normalizeRequest(params);
    if (plan.kind === "unavailable") this.fail(plan.message);
    if (this.live) return this.goLive(request, "to record it");
    const { cassette } = plan as Extract<SessionPlan, { kind: "replay" }>;
    const index = this.served[role]++;
    const recorded = cassette.exchanges.filter((e) => e.role === role)[index];
    const requestIndex = this.exchanges.length;
    const divergence = recorded
      ? // The recording holds the request with the secrets starred out: compare like with like.
        findDivergence(
          maskRequest(recorded.request, ignore),
          maskRequest(redactSecrets(request, secrets), ignore),
          requestIndex,
          this.options.unit,
        )
      : {
          step: Math.max(0, (request.messages as Array<{ role: string }>).filter((m) => m.role === "user").length - 1),
          request: requestIndex,
          kind: "extra-request" as const,
          message: `the ${role} made model request ${index + 1}, which the recording does not have (it holds ${cassette.exchanges.filter((e) => e.role === role).length})`,
        };
    if (!divergence) {
      this.exchanges.push({ role, request, response: recorded!.response });
      return { replay: recorded!.response };
    }
    this.divergence ??= divergence;
    const where = `Workflow "${workflow}" diverged from its cassette ${this.options.file}: ${divergence.message}`;
    const diff = divergence.recorded !== undefined ? `\n  recorded: ${divergence.recorded}\n  live:     ${divergence.live}` : "";
    if (onDivergence === "warn" && recorded) {
      this.options.onWarning?.(`${where} (onDivergence: warn, replaying the recorded answers)${diff}`);
      this.exchanges.push({ role, request, response: recorded.response });
      return { replay: recorded.response };
    }
    if (onDivergence === "live") {
      if (this.options.missingKey)
        this.fail(`${where}.${diff}\nonDivergence is live, but there is no API key for the live model: ${this.options.missingKey.message}`);
      this.live = true;
      this.wentLive = true;
      this.options.onWarning?.(`${where} (onDivergence: live, continuing with the live model)${diff}`);
      return this.goLive(request, "after the divergence");
    }
    this.fail(
      `${where}.${diff}\nRe-record it with \`mcpvals run --record\`, mask volatile values with cassettes.ignore, or set cassettes.onDivergence.`,
    );
  }

  /** The live answer to `request`, kept for the recording (redacted as it is written). */
  record(role: ModelRole, request: NormalizedRequest, response: RecordedResponse): void {
    this.exchanges.push({ role, request, response });
  }

  /** Whether the exchanges should be written back to the file. */
  get writes(): boolean {
    return (
      this.failure === undefined &&
      this.exchanges.length > 0 &&
      (this.options.plan.kind === "record" || (this.wentLive && this.options.recordLiveContinuation))
    );
  }

  status(model: string | null): CassetteStatus {
    const { plan, file } = this.options;
    const divergence = this.divergence ? { divergence: this.divergence } : {};
    if (plan.kind === "unavailable") return { status: plan.status, file, model: null };
    if (plan.kind === "record") return { status: "recorded", file, model };
    const recordedModel = plan.cassette.model;
    if (this.wentLive)
      return { status: this.writes ? "recorded" : "live", file, model: this.writes ? model : recordedModel, ...divergence };
    return { status: this.divergence ? "diverged" : "replayed", file, model: recordedModel, ...divergence };
  }

  private goLive(request: NormalizedRequest, why: string): SessionTurn {
    const { missingKey, workflow } = this.options;
    if (missingKey) this.fail(`Workflow "${workflow}" needs a live model call ${why}, but there is no API key: ${missingKey.message}`);
    return { live: request };
  }

  private fail(message: string): never {
    this.failure = new CassetteError(message);
    throw this.failure;
  }
}
