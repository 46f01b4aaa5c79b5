/**
 * An observer that keeps every event of a run, in order, grouped by
 * workflow: the trace of what happened, for a test, a UI or a later
 * analysis. Pass it like any observer:
 * `evaluate(config, { observers: [store] })` or `new RunContext({ observers: [store] })`.
 *
 * It holds what it was given (evaluate's events are already redacted like
 * the report) and changes nothing; one store serves one run or is `clear`ed.
 */
import type { LiveEventName, MessageEvent, Observer, ObserverEvents, StatusEvent, ToolCallEvent, VerifierUpdateEvent } from "./observer.js";

/** One recorded event: the hook it came through and its payload. */
export type TraceEntry = { [E in LiveEventName]: { hook: E; event: ObserverEvents[E] } }[LiveEventName];

/** Records every observer event per workflow (see the module comment). */
export class TraceStore implements Observer {
  /** Every event of the run, in the order it happened (run-level status included). */
  readonly entries: TraceEntry[] = [];
  private readonly byWorkflow = new Map<string, TraceEntry[]>();

  onMessage(event: MessageEvent): void {
    this.record({ hook: "onMessage", event });
  }

  onToolCall(event: ToolCallEvent): void {
    this.record({ hook: "onToolCall", event });
  }

  onVerifierUpdate(event: VerifierUpdateEvent): void {
    this.record({ hook: "onVerifierUpdate", event });
  }

  onStatus(event: StatusEvent): void {
    this.record({ hook: "onStatus", event });
  }

  /** Names of the workflows (or tasks, scenarios) seen, in order of their first event. */
  workflows(): string[] {
    return [...this.byWorkflow.keys()];
  }

  /** The events of one workflow, in order; [] for a name never seen. */
  events(workflow: string): TraceEntry[] {
    return [...(this.byWorkflow.get(workflow) ?? [])];
  }

  /** The conversation of one workflow. */
  messages(workflow: string): MessageEvent[] {
    return this.of(workflow, "onMessage");
  }

  /** The tool calls of one workflow, failed ones included. */
  toolCalls(workflow: string): ToolCallEvent[] {
    return this.of(workflow, "onToolCall");
  }

  /** The verifiers' verdicts of one workflow. */
  verifierUpdates(workflow: string): VerifierUpdateEvent[] {
    return this.of(workflow, "onVerifierUpdate");
  }

  /** Status changes of one workflow (started, model retries, finished). */
  statuses(workflow: string): StatusEvent[] {
    return this.of(workflow, "onStatus");
  }

  /** Forgets everything, to record another run. */
  clear(): void {
    this.entries.length = 0;
    this.byWorkflow.clear();
  }

  private of<E extends LiveEventName>(workflow: string, hook: E): Array<ObserverEvents[E]> {
    return (this.byWorkflow.get(workflow) ?? []).filter((entry) => entry.hook === hook).map((entry) => entry.event as ObserverEvents[E]);
  }

  private record(entry: TraceEntry): void {
    this.entries.push(entry);
    // Run-level status has no workflow: it is only in `entries`.
    const workflow = entry.event.workflow;
    if (workflow === undefined) return;
    let list = this.byWorkflow.get(workflow);
    if (!list) this.byWorkflow.set(workflow, (list = []));
    list.push(entry);
  }
}
