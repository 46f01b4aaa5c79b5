/**
 * The high- and mid-level agent API.
 *
 * High level: `await new Agent({ model: "openai:gpt-4o" }).run(task)`.
 * Mid level: subclass and override `getResponse` (plug in any LLM client)
 * or `modelConfig` (choose the model per run). The loop itself is built
 * from the step primitives in agent-steps.ts (the low level).
 *
 * Agents know nothing about verifiers: `success` says the agent's own run
 * finished, not that its answer was right.
 *
 * Modules that load the AI SDK (`ai`) are imported on first use, so loading
 * this class does not load it.
 */
import type { ModelMessage, ToolSet } from "ai";
import type { Usage } from "../result/usage.js";
import { describeError, McpvalsError } from "../errors.js";
import { RunContext } from "./run-context.js";
import type { ObserverEventName, ObserverEvents } from "../trace/observer.js";
import type { AgentResult } from "./agent-result.js";
import type { AgentResponse } from "./agent-loop.js";
import { toolCallEvent } from "../trace/tool-call-event.js";
import { AsyncLocalStorage } from "node:async_hooks";
import { TaskSchema, type TaskInput } from "./task.js";
import { parseInput } from "./parse-input.js";
import { substituteDatabaseId } from "../protocol/substitute-database-id.js";
import { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.js";
import type { AgentModelConfig, AgentOptions } from "./agent-options.js";
import type { AgentSession, OpenSessionOptions, TurnResult } from "./agent-session.js";
import { resolveAgentModel } from "./resolve-agent-model.js";

export type { AgentModelConfig, AgentOptions } from "./agent-options.js";
export type { AgentSession, OpenSessionOptions, TurnResult } from "./agent-session.js";
export type { AgentResponse } from "./agent-loop.js";

/** The session a model call belongs to, for retry notices. */
const currentSession = new AsyncLocalStorage<AgentSession>();

const ZERO: Usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

/** An LLM agent over MCP servers; see the module comment for the levels of use. */
export class Agent {
  protected readonly options: AgentOptions;
  private resolved: Promise<AgentModelConfig> | undefined;

  constructor(options: AgentOptions) {
    this.options = options;
  }

  /** Runs one task: connects its servers, holds the conversation, returns a result (never throws for a failed run). */
  async run(task: TaskInput, { runContext, signal }: { runContext?: RunContext; signal?: AbortSignal } = {}): Promise<AgentResult> {
    const { prompt, mcps, maxSteps, metadata, databaseId } = parseInput(TaskSchema, task, "task");
    const name = typeof metadata.name === "string" ? metadata.name : "task";
    let session: AgentSession | undefined;
    let error: string | null = null;
    let stopReason: AgentResult["stopReason"] = "done";
    let text = "";
    let setupError: unknown;
    try {
      session = await this.openSession({ name, mcps, maxSteps, databaseId, runContext, signal });
      await this.emit(session, "onStatus", { workflow: name, status: "workflow-started" });
      const turn = await this.send(session, prompt);
      text = turn.text;
      stopReason = turn.stopReason;
      if (stopReason === "max-steps") error = `the model still asked for tools after ${maxSteps} steps (maxSteps)`;
    } catch (caught) {
      stopReason = signal?.aborted ? "aborted" : "error";
      error = describeError(caught);
      // A missing key or a wrong model spec is the caller's mistake, not a failed run: it throws (after clean-up).
      if (McpvalsError.isInstance(caught) && caught.exitCode === 2) setupError = caught;
    } finally {
      if (session) await this.emit(session, "onStatus", { workflow: name, status: "workflow-finished", passed: error === null });
      await session?.close();
    }
    if (setupError) throw setupError;
    return this.result(session, { error, stopReason, text, metadata, databaseId: session?.databaseId ?? databaseId ?? "" });
  }

  /** Opens a conversation against `mcps` (connections come from the RunContext and are shared). */
  async openSession({ name = "task", mcps, maxSteps, databaseId, runContext, signal }: OpenSessionOptions): Promise<AgentSession> {
    const owned = runContext ? undefined : new RunContext({ observers: [], signal, databaseId });
    const context = runContext ?? owned!;
    const isolationId = databaseId ?? context.databaseId;
    try {
      const { prepareTools } = await import("./agent-steps.js");
      // Each run's id goes into its server specs (`{{databaseId}}` in env, args, url...), as for config workflows.
      const specs = Object.entries(mcps).map(([server, spec]) => [server, substituteDatabaseId(spec, isolationId)] as const);
      const connections = await Promise.all(specs.map(([server, spec]) => context.connect(server, spec)));
      return {
        name,
        tools: prepareTools({ connections, toolCallMs: this.options.toolCallMs }),
        messages: [],
        toolCalls: [],
        steps: [],
        context,
        signal: signal ?? context.signal,
        maxSteps: maxSteps ?? this.options.maxSteps ?? 10,
        databaseId: isolationId,
        startedAt: new Date(),
        turns: 0,
        usage: { ...ZERO },
        modelMs: 0,
        toolMs: 0,
        close: async () => {
          await owned?.[Symbol.asyncDispose]();
        },
      };
    } catch (error) {
      await owned?.[Symbol.asyncDispose]();
      throw error;
    }
  }

  /** One user turn: the model may call tools up to `maxSteps` times, then answers. Throws on a model failure. */
  async send(session: AgentSession, user: string): Promise<TurnResult> {
    const [{ runTurn }, { addUsage }] = await Promise.all([import("./agent-loop.js"), import("./agent-steps.js")]);
    const turn = session.turns++;
    const callsBefore = session.toolCalls.length;
    session.messages.push({ role: "user", content: user });
    await this.emit(session, "onMessage", { workflow: session.name, step: turn, role: "user", text: user });
    const outcome = await runTurn({
      messages: session.messages,
      tools: session.tools,
      maxSteps: session.maxSteps,
      turn,
      signal: session.signal,
      getResponse: async (messages, tools, signal) => {
        try {
          return await currentSession.run(session, () => this.getResponse(messages, tools, signal));
        } catch (error) {
          if (signal.aborted) throw error;
          const [{ ModelCallError }, { describeModelError }] = await Promise.all([
            import("../model/retry-model-call.js"),
            import("../model/describe-model-error.js"),
          ]);
          // Our typed errors pass through, except a failed model call, which gets the model's label.
          if (McpvalsError.isInstance(error) && !ModelCallError.isInstance(error)) throw error;
          throw new McpvalsError("MODEL", describeModelError(await this.modelLabel(), error), { cause: error });
        }
      },
      onStep: async (step) => {
        session.steps.push(step);
        session.usage = addUsage(session.usage, step.usage);
        if (step.text) await this.emit(session, "onMessage", { workflow: session.name, step: turn, role: "assistant", text: step.text });
      },
      onToolCall: ({ record }) => {
        session.toolCalls.push(record);
        void this.emit(session, "onToolCall", toolCallEvent(session.name, record));
      },
    });
    session.modelMs += outcome.modelMs;
    session.toolMs += outcome.toolMs;
    return {
      turn,
      user,
      text: outcome.text,
      toolCalls: session.toolCalls.slice(callsBefore),
      stopReason: outcome.stopReason,
      usage: outcome.usage,
    };
  }

  /**
   * Gets one model response for the conversation so far. Override to plug in
   * any LLM client: return the text, the tool calls (names from `tools`) and
   * the assistant message(s) to append.
   */
  protected async getResponse(messages: ModelMessage[], tools: ToolSet, signal: AbortSignal): Promise<AgentResponse> {
    const [{ model, temperature, stream }, { modelStep }] = await Promise.all([this.modelConfig(), import("./agent-steps.js")]);
    return modelStep({
      model,
      messages,
      tools,
      system: this.options.system ?? DEFAULT_SYSTEM_PROMPT,
      temperature,
      stream,
      signal,
      timeoutMs: this.options.modelCallMs,
    });
  }

  /** The model to call. Override to choose it per run; the default resolves `options.model` once. */
  protected async modelConfig(): Promise<AgentModelConfig> {
    // Retries are told to the session whose call is retrying (AsyncLocalStorage follows the call).
    this.resolved ??= resolveAgentModel(this.options, (notice) => {
      const session = currentSession.getStore();
      if (!session) return;
      const detail = `${notice.provider}: ${notice.status ? `HTTP ${notice.status}` : "no answer"} on attempt ${notice.attempt}, retrying in ${notice.delayMs} ms`;
      void this.emit(session, "onStatus", { workflow: session.name, status: "model-retry", detail });
    });
    return this.resolved;
  }

  /** The model's label for messages; "agent" when the model config cannot be resolved (a subclass may not use it). */
  private async modelLabel(): Promise<string> {
    try {
      return (await this.modelConfig()).label;
    } catch {
      return "agent";
    }
  }

  /** Emits to the RunContext's observers, then to this agent's own (failures of either are reported by the context). */
  async emit<E extends ObserverEventName>(session: AgentSession, event: E, payload: ObserverEvents[E]): Promise<void> {
    await session.context.emit(event, payload, { also: this.options.observers ?? [] });
  }

  /** The result of a session (also used by runScenario). */
  result(
    session: AgentSession | undefined,
    {
      error,
      stopReason,
      text,
      metadata,
      databaseId,
    }: { error: string | null; stopReason: AgentResult["stopReason"]; text: string; metadata: Record<string, unknown>; databaseId: string },
  ): AgentResult {
    const startedAt = session?.startedAt ?? new Date();
    return {
      success: error === null,
      error,
      stopReason,
      finalText: text,
      messages: session?.messages ?? [],
      toolCalls: session?.toolCalls ?? [],
      steps: session?.steps ?? [],
      usage: session?.usage ?? { ...ZERO },
      timings: {
        startedAt: startedAt.toISOString(),
        durationMs: Date.now() - startedAt.getTime(),
        modelMs: session?.modelMs ?? 0,
        toolMs: session?.toolMs ?? 0,
      },
      databaseId,
      metadata,
    };
  }
}
