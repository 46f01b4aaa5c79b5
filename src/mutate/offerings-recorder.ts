/**
 * Watches the unmutated run's wire (the same seam as the mutating layer) to
 * learn what each server listed and which items the suite reached: the
 * mutants are planted on what was listed, and a call-level mutant of an item
 * no call reached is equivalent without running it.
 */
import type { TransportInterceptor } from "../protocol/transport-interceptor.js";
import type { MutantKind, OfferedItem } from "../result/mutation-report.js";
import { hookTransport } from "./hook-transport.js";
import type { JsonObject } from "./mutation-operator.js";
import { CALL_METHOD, callTarget, idKey, isObject, KINDS, LIST_FIELD, LIST_METHOD } from "./wire-methods.js";

/** What one server listed (in first-seen order) and how often the suite called each item. */
export interface ServerOfferingsSeen {
  listed: Record<MutantKind, string[]>;
  /** Calls by `kind:item`. */
  reached: Map<string, number>;
}

export class OfferingsRecorder {
  readonly servers = new Map<string, ServerOfferingsSeen>();

  /** The interceptor to give the unmutated run. */
  readonly intercept: TransportInterceptor = (transport, server) => {
    const seen = this.server(server);
    const lists = new Map<string, MutantKind>();
    hookTransport(transport, {
      outgoing(message) {
        const request = message as JsonObject;
        for (const kind of KINDS) {
          if (request.method === LIST_METHOD[kind] && request.id !== undefined) lists.set(idKey(request.id), kind);
          const target = request.method === CALL_METHOD[kind] ? callTarget(kind, request.params) : undefined;
          if (target !== undefined) seen.reached.set(`${kind}:${target}`, (seen.reached.get(`${kind}:${target}`) ?? 0) + 1);
        }
        return { send: message };
      },
      incoming(message) {
        const answer = message as JsonObject;
        const kind = answer.id === undefined ? undefined : lists.get(idKey(answer.id));
        if (kind === undefined || !isObject(answer.result)) return message;
        lists.delete(idKey(answer.id));
        const { items, name } = LIST_FIELD[kind];
        const entries = Array.isArray(answer.result[items]) ? (answer.result[items] as unknown[]) : [];
        // A set beside the list: a server listing thousands of items (every connection lists again) stays linear.
        const known = new Set(seen.listed[kind]);
        for (const entry of entries) {
          const value = isObject(entry) ? entry[name] : undefined;
          if (typeof value === "string" && !known.has(value)) {
            known.add(value);
            seen.listed[kind].push(value);
          }
        }
        return message;
      },
    });
  };

  /** How often the suite called `item` on `server`. */
  calls(server: string, kind: MutantKind, item: string): number {
    return this.servers.get(server)?.reached.get(`${kind}:${item}`) ?? 0;
  }

  /** What was seen, as a report records it (`offerings`): listed order, with the call counts. */
  toList(): OfferedItem[] {
    return [...this.servers].flatMap(([server, seen]) =>
      KINDS.flatMap((kind) => seen.listed[kind].map((item) => ({ server, kind, item, calls: this.calls(server, kind, item) }))),
    );
  }

  /** A recorder holding what a report recorded (`mutate --resume`): it plans the mutants the report's run planned. */
  static fromList(items: readonly OfferedItem[]): OfferingsRecorder {
    const recorder = new OfferingsRecorder();
    // A set beside the lists: a report is untrusted, and thousands of items stay linear.
    const known = new Set<string>();
    for (const { server, kind, item, calls } of items) {
      const seen = recorder.server(server);
      const key = JSON.stringify([server, kind, item]);
      if (!known.has(key)) seen.listed[kind].push(item);
      known.add(key);
      if (calls > 0) seen.reached.set(`${kind}:${item}`, calls);
    }
    return recorder;
  }

  private server(name: string): ServerOfferingsSeen {
    let seen = this.servers.get(name);
    if (!seen) {
      seen = { listed: { tool: [], resource: [], prompt: [] }, reached: new Map() };
      this.servers.set(name, seen);
    }
    return seen;
  }
}
