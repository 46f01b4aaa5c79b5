/**
 * What one connection's server sent on its own initiative (requests to the
 * client, notifications), attributed to the tool call it came during. In the
 * 2025 era a server request carries no link to the call that caused it, so
 * the rule is: one call in flight on the connection → that call; none, or
 * several (a shared connection under concurrency) → the connection's own
 * list, shown on the server's report entry, rather than guessing.
 */
import type { ServerNotificationRecord } from "../../result/server-notification.js";
import type { ServerRequestRecord } from "../../result/server-request.js";
import type { Traffic } from "../../protocol/tool-call-outcome.js";
import type { AnswerRecord, Elicitor } from "../../protocol/server-request.js";

/** Most entries kept per call and per connection: a chatty logger must not grow the report without bound. */
export const TRAFFIC_LIMIT = 100;

/** A progress notification's values. */
export interface Progress {
  progress: number;
  total?: number;
  message?: string;
}

export interface CallScope extends Traffic {
  readonly tool: string;
  readonly step: number;
  /** Answers elicitation during this call when no `client.elicitation` rule does (a simulated user's conversation). */
  readonly elicit?: Elicitor;
  /** Sent as the call's `_meta.progressToken`; progress notifications carrying it land in `progress`. */
  readonly progressToken: string;
  /** The last progress notification of the call. */
  progress: Progress | undefined;
  /** Stops attributing to this call; returns what it collected. */
  end(): Traffic;
}

export class ServerTraffic {
  private readonly inFlight = new Set<CallScope>();
  private calls = 0;
  /** Entries outside any single call. */
  readonly outside: Traffic = { serverRequests: [], notifications: [] };

  constructor(readonly server: string) {}

  /** Starts attributing to a tool call; call `end()` when its answer is in. */
  begin(tool: string, step: number, elicit?: Elicitor): CallScope {
    const scope = new Scope(this.inFlight, tool, step, `mcpvals-${this.server}-${++this.calls}`, elicit);
    this.inFlight.add(scope);
    return scope;
  }

  /** The call an entry arriving now belongs to, or undefined (none, or several in flight). */
  current(): CallScope | undefined {
    return this.inFlight.size === 1 ? [...this.inFlight][0] : undefined;
  }

  /**
   * A progress notification. Our own token rather than the SDK's `onprogress`:
   * the SDK drops its handler when the answer arrives, and progress sent just
   * before the answer (often in the same read) would be lost as "unknown token".
   */
  onProgress({
    progressToken,
    progress,
    total,
    message,
  }: {
    progressToken: string | number;
    progress: number;
    total?: number;
    message?: string;
  }): void {
    const scope = [...this.inFlight].find((s) => s.progressToken === progressToken);
    if (scope) scope.progress = { progress, ...(total !== undefined ? { total } : {}), ...(message !== undefined ? { message } : {}) };
  }

  addRequest(
    record: AnswerRecord,
    { at, durationMs, scope }: { at: string; durationMs: number; scope: CallScope | undefined },
  ): ServerRequestRecord {
    const full: ServerRequestRecord = {
      server: this.server,
      ...record,
      tool: scope?.tool ?? null,
      step: scope?.step ?? null,
      at,
      durationMs,
    };
    push((scope ?? this.outside).serverRequests, full);
    return full;
  }

  addNotification(entry: Pick<ServerNotificationRecord, "method" | "text" | "level" | "logger">): void {
    const scope = this.current();
    const full: ServerNotificationRecord = {
      server: this.server,
      ...entry,
      tool: scope?.tool ?? null,
      step: scope?.step ?? null,
      at: new Date().toISOString(),
    };
    push((scope ?? this.outside).notifications, full);
  }
}

/** A call's scope: a class rather than an object literal with a closure, since a load run opens thousands a second. */
class Scope implements CallScope {
  progress: Progress | undefined = undefined;
  readonly serverRequests: ServerRequestRecord[] = [];
  readonly notifications: ServerNotificationRecord[] = [];

  constructor(
    private readonly inFlight: Set<CallScope>,
    readonly tool: string,
    readonly step: number,
    readonly progressToken: string,
    readonly elicit: Elicitor | undefined,
  ) {}

  end(): Traffic {
    this.inFlight.delete(this);
    return { serverRequests: this.serverRequests, notifications: this.notifications };
  }
}

function push<T>(list: T[], item: T): void {
  if (list.length < TRAFFIC_LIMIT) list.push(item);
}
