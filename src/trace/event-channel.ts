/**
 * The one channel a run's events go out on. Every observer (reporters, the
 * TraceStore, a user's hooks) hears the same events in the same order, and
 * every payload passes through `redact` once, here, before anyone sees it:
 * no caller has to remember to redact.
 *
 * Hooks are called synchronously in list order, so progress keeps its order
 * even when the caller does not await; the returned promise waits for async
 * hooks and never rejects. A hook that throws does not stop the others or
 * the run: it is reported through `onFailure` and returned.
 */
import { describeError } from "../errors.js";
import type { Observer, ObserverEventName, ObserverEvents, ObserverFailure } from "./observer.js";
import type { RunTrace } from "./trace-context.js";

/** Options of {@link EventChannel}. */
export interface EventChannelOptions {
  /** @default [] */
  observers?: readonly Observer[];
  /** Applied to every payload before it is handed out. @default the payload as is */
  redact?: <T>(value: T) => T;
  /**
   * Told about each hook that threw. Not called for `onRunEnd`, whose
   * failures the caller gets back and handles (a report that could not be
   * written fails the run). @default one line on stderr
   */
  onFailure?: (failure: ObserverFailure) => void;
  /**
   * The run's trace ids when it is traced: whoever emits an event whose span id
   * leaves the process (a tool call's `_meta.traceparent`) takes the id from
   * here, so the spans built from the events and the servers' own spans join.
   * @default undefined (not traced: no ids, nothing propagated)
   */
  trace?: RunTrace;
}

export class EventChannel {
  readonly observers: Observer[];
  /** Every failure so far, in order. */
  readonly failures: ObserverFailure[] = [];
  /** See {@link EventChannelOptions.trace}. */
  readonly trace: RunTrace | undefined;
  readonly #redact: <T>(value: T) => T;
  readonly #onFailure: (failure: ObserverFailure) => void;

  constructor({ observers = [], redact = (value) => value, onFailure, trace }: EventChannelOptions = {}) {
    this.observers = [...observers];
    this.trace = trace;
    this.#redact = redact;
    this.#onFailure = onFailure ?? ((failure) => void process.stderr.write(`mcpvals: ${failure.message}\n`));
  }

  /** Adds an observer; it hears events from now on. */
  add(observer: Observer): void {
    this.observers.push(observer);
  }

  /**
   * Calls `event` on every observer that has it (then on `also`, observers
   * of one caller, numbered after the channel's own), with the payload redacted.
   * @returns the failures of this event, in observer order
   */
  async notify<E extends ObserverEventName>(
    event: E,
    payload: ObserverEvents[E],
    { also = [] }: { also?: readonly Observer[] } = {},
  ): Promise<ObserverFailure[]> {
    const redacted = this.#redact(payload);
    const failures: ObserverFailure[] = [];
    const fail = (index: number, error: unknown): void => {
      const failure: ObserverFailure = { index, event, error, message: `observer #${index + 1} ${event}: ${describeError(error)}` };
      failures.push(failure);
      this.failures.push(failure);
      if (event === "onRunEnd") return;
      try {
        this.#onFailure(failure);
      } catch {
        // Reporting a failure must not become one.
      }
    };
    const pending: Array<Promise<void>> = [];
    [...this.observers, ...also].forEach((observer, index) => {
      const hook = observer[event] as ((this: Observer, value: ObserverEvents[E]) => unknown) | undefined;
      if (typeof hook !== "function") return;
      try {
        const returned = hook.call(observer, redacted);
        if (returned && typeof (returned as PromiseLike<unknown>).then === "function") {
          pending.push(
            Promise.resolve(returned).then(
              () => undefined,
              (error: unknown) => fail(index, error),
            ),
          );
        }
      } catch (error) {
        fail(index, error);
      }
    });
    await Promise.all(pending);
    // In observer order, not in the order async hooks happened to fail.
    return failures.sort((a, b) => a.index - b.index);
  }
}
