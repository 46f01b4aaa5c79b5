/**
 * One attempt of one workflow as its driver sees it: the router to the
 * workflow's servers, every tool call recorded in order (with what the
 * servers asked and told the client meanwhile), fallback suggestions after a
 * failed call, and the discovery tools in discover mode. runWorkflow opens a
 * session, hands its driverContext() to the driver, and builds the result
 * from what the session recorded (buildWorkflowResult).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { DriverContext, DriverOutput } from "../agent/driver.js";
import { SCRIPTED_LABEL } from "../agent/scripted-driver.js";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import { substituteDatabaseId } from "../protocol/substitute-database-id.js";
import type { Timeouts } from "../config/schema.js";
import { failedCall } from "../mcp/requests/record-request.js";
import type { ToolCallOutcome } from "../protocol/tool-call-outcome.js";
import type { Elicitor } from "../protocol/server-request.js";
import type { UserSpend, UserTurns } from "../agent/user/user-turns.js";
import type { ConnectionManager } from "../mcp/pool/connection-manager.js";
import type { SchemaValidator } from "../mcp/requests/schema-validator.js";
import { ToolRouter } from "../mcp/requests/tool-router.js";
import type { ServerNotificationRecord } from "../result/server-notification.js";
import type { ServerRequestRecord } from "../result/server-request.js";
import type { SearchMode } from "../result/search-mode.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ToolSelectionResult } from "../result/tool-selection-result.js";
import type { EventChannel } from "../trace/event-channel.js";
import { toolCallEvent } from "../trace/tool-call-event.js";
import type { ToolCallEvent } from "../trace/observer.js";
import { workflowDiscovery, type WorkflowDiscovery } from "../search/hub/discovery/workflow-discovery.js";
import type { FallbackAdvisor } from "../search/hub/fallbacks/fallback-advisor.js";
import type { WorkflowFallbacks } from "../search/hub/fallbacks/workflow-fallbacks.js";
import type { RunSearch } from "../search/hub/run-search.js";
import { createToolSelector, type ToolSelector } from "./tool-selector.js";
import { hostTools, type HostTools } from "./host-tools.js";

/** Options of {@link WorkflowSession}. */
export interface WorkflowSessionOptions {
  workflow: ResolvedWorkflow;
  connections: ConnectionManager;
  validator: SchemaValidator;
  timeouts: Timeouts;
  databaseId: string;
  /** Label of the driver; the scripted one calls expected tools by name, so it never gets discovery tools. */
  driverLabel: string;
  channel?: EventChannel;
  /** Suggests other tools to the model when a call fails; none when absent. */
  advisor?: FallbackAdvisor;
  search?: { index: RunSearch["index"]; mode: SearchMode };
}

/** What a session recorded, for scoring and the result (see buildWorkflowResult). */
export interface SessionRecord {
  toolCalls: ToolCallRecord[];
  serverRequests: ServerRequestRecord[];
  notifications: ServerNotificationRecord[];
  fallbacks: WorkflowFallbacks | undefined;
}

export class WorkflowSession implements SessionRecord {
  readonly toolCalls: ToolCallRecord[] = [];
  readonly serverRequests: ServerRequestRecord[] = [];
  readonly notifications: ServerNotificationRecord[] = [];
  router: ToolRouter | undefined;
  fallbacks: WorkflowFallbacks | undefined;
  /** A server of the workflow that failed to start after the model began. */
  startError: unknown;
  readonly #options: WorkflowSessionOptions;
  readonly #startFailed = new AbortController();
  #selector: ToolSelector | undefined;
  #discovery: WorkflowDiscovery | undefined;
  /** Under a host (`workflow.host`): the tools as its model gets them, and the way back to the router's names. */
  #host: HostTools | undefined;
  /** A simulated user's elicitor: answers the server's elicitation during this workflow's calls. */
  #elicit: Elicitor | undefined;
  /** The simulated user's side of the conversation (its model's spend is the workflow's too). */
  #turns: UserTurns | undefined;

  constructor(options: WorkflowSessionOptions) {
    this.#options = options;
  }

  /** Connects the workflow's servers (through a ToolRouter) and sets up fallbacks, tool selection and discovery. */
  async open(signal: AbortSignal): Promise<void> {
    const { workflow, connections, databaseId, advisor, search, channel, driverLabel } = this.#options;
    const tools = await ToolRouter.open({
      manager: connections,
      servers: workflow.servers,
      signal,
      specFor: (spec) => substituteDatabaseId(spec, databaseId),
    });
    this.router = tools;
    this.#host = workflow.host
      ? await hostTools({ host: workflow.host, tools: tools.tools, serverOf: (server) => connections.identityOf(server)?.server ?? server })
      : undefined;
    for (const warning of this.#host?.warnings ?? []) void channel?.notify("onWarning", `${workflow.name}: ${warning}`);
    // A verdict on the server under this host, not infrastructure: the host's model API would refuse every request.
    if (this.#host?.refusal) throw new Error(this.#host.refusal);
    // The model may start on the tools of the server's first process while this workflow's own one starts
    // (ToolRouter.open): if that one then fails to start, the workflow stops with its error, as it would have before.
    tools.ready().catch((failure: unknown) => {
      this.startError = failure;
      this.#startFailed.abort(failure);
    });
    this.fallbacks = advisor?.forWorkflow({
      tools: tools.tools,
      onStatus: (status, detail) => void channel?.notify("onStatus", { workflow: workflow.name, status, detail }),
    });
    this.#selector =
      workflow.toolSelection.mode === "retrieve" && search
        ? createToolSelector({ search, mode: search.mode, tools: tools.tools })
        : undefined;
    // discover: the model sees only the discovery tools; its call_tool calls come back through recordedCall.
    // (The scripted driver calls the expected tools by name: there is no model to discover them.)
    const discover = workflow.toolSelection.mode === "discover" && search && driverLabel !== SCRIPTED_LABEL;
    this.#discovery = discover ? workflowDiscovery({ workflow, tools: tools.tools, search, call: this.recordedCall }) : undefined;
  }

  /** What the driver gets: the tools it may see, and every way it reaches them (all recorded here). */
  driverContext(signal: AbortSignal): DriverContext {
    const { workflow, channel } = this.#options;
    const tools = this.#opened();
    const discovery = this.#discovery;
    const selector = this.#selector;
    return {
      workflow,
      tools: discovery ? discovery.definitions : (this.#host?.tools ?? tools.exposedTools()),
      servers: tools.servers,
      signal: AbortSignal.any([signal, this.#startFailed.signal]),
      callTool: discovery ? discovery.callTool : this.recordedCall,
      onModelCall: (call) => {
        if (!call.error) discovery?.countModelCall();
        void channel?.notify("onModelCall", { workflow: workflow.name, model: this.#options.driverLabel, ...call });
      },
      recordRejectedCall: this.recordRejectedCall,
      converse: (turns) => {
        // The server's request arrives on the connection's own async context (the pool may have opened it before
        // this workflow): bound to the driver's, the answer runs inside this workflow's cassette session, so it is
        // recorded and replayed like the user's turns.
        this.#elicit = turns.elicit ? AsyncLocalStorage.bind(turns.elicit) : undefined;
        this.#turns = turns;
      },
      onMessage: (message) => void channel?.notify("onMessage", { workflow: workflow.name, ...message }),
      ...(selector ? { selectTools: selector.select } : {}),
    };
  }

  /** The tools offered per step (retrieve) or the discovery session's (discover); undefined when every tool was offered. */
  toolSelection(output: DriverOutput): ToolSelectionResult | undefined {
    if (this.#discovery) return this.#discovery.result();
    if (!output.toolSelection) return undefined;
    return this.#selector?.error ? { ...output.toolSelection, error: this.#selector.error } : output.toolSelection;
  }

  /** What the model playing the user used in this attempt (also when the attempt failed); undefined without one. */
  userSpend(): UserSpend | undefined {
    return this.#turns?.spend?.();
  }

  /** Every server of the workflow must have started, also one the model never called. */
  async ready(): Promise<void> {
    await this.#opened().ready();
  }

  /** Lets the servers go: waits for them to exit when `wait`, else they exit in the background (the run's closeAll waits). */
  async release(wait: boolean): Promise<void> {
    const released = this.router?.release();
    if (wait) await released;
    else released?.catch(() => undefined);
  }

  /** A tool call as the driver (or discovery's call_tool) makes it: recorded, then fallbacks may add suggestions or retry. */
  readonly recordedCall = async (
    name: string,
    args: Record<string, unknown>,
    step: number,
    signal: AbortSignal,
  ): Promise<ToolCallOutcome> => {
    const { outcome, index } = await this.#call(name, args, step, signal);
    const fallbacks = this.fallbacks;
    if (!fallbacks) return outcome;
    const retry = async (callAs: string, retryArgs: Record<string, unknown>) => (await this.#call(callAs, retryArgs, step, signal)).outcome;
    return fallbacks.afterCall({ outcome, index, args, signal, retry });
  };

  /** A call the model asked for that never reached a server: recorded as a failed call all the same. */
  readonly recordRejectedCall: DriverContext["recordRejectedCall"] = ({ tool, args, step, errorKind, error: driverError }) => {
    const tools = this.#opened();
    // With several servers the router knows better why a name leads nowhere (ambiguous or unknown).
    const route = errorKind === "unknown-tool" ? tools.route(tool) : undefined;
    const error = route && "error" in route ? `${route.error} (the model asked for it)` : driverError;
    const { record } = failedCall({ ...tools.locate(tool), args, step, startedAt: new Date().toISOString() }, 0, errorKind, error);
    this.#record(record);
  };

  async #call(
    name: string,
    args: Record<string, unknown>,
    step: number,
    signal: AbortSignal,
  ): Promise<{ outcome: ToolCallOutcome; index: number }> {
    const { validator, timeouts, channel } = this.#options;
    const routed = this.#host?.toRouter(name) ?? { name };
    if ("error" in routed) {
      const outcome = failedCall(
        { ...this.#opened().locate(name), args, step, startedAt: new Date().toISOString() },
        0,
        "unknown-tool",
        routed.error,
      );
      return { outcome, index: this.#record(outcome.record) };
    }
    name = routed.name;
    // A traced run sends the call's span id to the server, whose own spans then join the run's trace.
    const spanId = channel?.trace?.newSpanId();
    const traceContext = spanId ? channel?.trace?.metaFor(spanId) : undefined;
    const call = {
      name,
      validator,
      args,
      step,
      timeoutMs: timeouts.toolCallMs,
      signal,
      ...(traceContext ? { traceContext } : {}),
      ...(this.#elicit ? { elicit: this.#elicit } : {}),
    };
    const outcome = await this.#opened().callTool(call);
    const serverRequests = outcome.traffic?.serverRequests ?? [];
    this.serverRequests.push(...serverRequests);
    this.notifications.push(...(outcome.traffic?.notifications ?? []));
    // Only a call that went out carries its span id (one refused before the server saw it has no server spans).
    const traced = spanId && outcome.traffic ? { spanId, serverRequests } : {};
    return { outcome, index: this.#record(outcome.record, traced) };
  }

  // Every call is recorded here, in order; fallbacks see each one (health, suggestions taken).
  #record(record: ToolCallRecord, traced: Pick<ToolCallEvent, "spanId" | "serverRequests"> = {}): number {
    const index = this.toolCalls.push(record) - 1;
    void this.#options.channel?.notify("onToolCall", { ...toolCallEvent(this.#options.workflow.name, record), ...traced });
    this.fallbacks?.observe(index, record);
    return index;
  }

  #opened(): ToolRouter {
    if (!this.router) throw new Error("WorkflowSession: open() first");
    return this.router;
  }
}
