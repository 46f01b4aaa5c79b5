/**
 * The mutating layer: one mutant's change, planted in process at the
 * transport seam (evaluate's `interceptTransport`) on every connection to
 * the mutant's server. The server runs unchanged; what it says changes. The
 * record counts the answers actually changed: none means the mutant was
 * equivalent (nothing the suite did could see it).
 */
import type { TransportInterceptor } from "../protocol/transport-interceptor.js";
import type { MutantKind } from "../result/mutation-report.js";
import { hookTransport, type WireMessage } from "./hook-transport.js";
import type { JsonObject, MutationOperator } from "./mutation-operator.js";
import { CALL_METHOD, callTarget, idKey, isObject, LIST_METHOD } from "./wire-methods.js";

/** One mutant to plant: an operator applied to one item of one server. */
export interface PlannedMutant {
  id: string;
  operator: MutationOperator;
  server: string;
  kind: MutantKind;
  item: string;
}

/** What the layer did during one run. */
export interface LayerRecord {
  /** Answers (or requests) the mutation changed; a change that left the bytes the same is not counted. */
  applied: number;
  /** Answers held back (never delivered). */
  held: number;
}

type Pending = { what: "list" } | { what: "call"; call: number };

export function mutatingLayer(mutant: PlannedMutant, record: LayerRecord): TransportInterceptor {
  const { operator, kind, item } = mutant;
  const names = operator.names?.(item) ?? [item];
  return (transport, server) => {
    if (server !== mutant.server) return;
    const pending = new Map<string, Pending>();
    let calls = 0;
    hookTransport(transport, {
      outgoing(message) {
        const request = message as JsonObject;
        if (typeof request.method !== "string" || request.id === undefined) return { send: message };
        if (request.method === LIST_METHOD[kind] && operator.list) pending.set(idKey(request.id), { what: "list" });
        if (request.method !== CALL_METHOD[kind] || !names.includes(callTarget(kind, request.params) ?? "")) return { send: message };
        const call = ++calls;
        const params = (isObject(request.params) ? request.params : {}) as JsonObject;
        const action = operator.request?.(params, item, call);
        if (action && "error" in action) {
          record.applied++;
          return { reply: { jsonrpc: "2.0", id: request.id, error: action.error } as WireMessage };
        }
        if (operator.answer) pending.set(idKey(request.id), { what: "call", call });
        if (!action || JSON.stringify(action.params) === JSON.stringify(params)) return { send: message };
        record.applied++;
        return { send: { ...request, params: action.params } as WireMessage };
      },
      incoming(message) {
        const answer = message as JsonObject;
        if (answer.method !== undefined || answer.id === undefined) return message;
        const waiting = pending.get(idKey(answer.id));
        if (!waiting) return message;
        pending.delete(idKey(answer.id));
        // Error answers stay as they are; so do tool results that already failed (there is nothing left to break).
        if (!isObject(answer.result) || answer.result.isError === true) return message;
        const changed = waiting.what === "list" ? operator.list!(answer.result, item) : operator.answer!(answer.result, waiting.call);
        if (changed === "hold") {
          record.applied++;
          record.held++;
          return null;
        }
        if (JSON.stringify(changed) === JSON.stringify(answer.result)) return message;
        record.applied++;
        return { ...answer, result: changed } as WireMessage;
      },
    });
  };
}
