/**
 * The shape of one mutation operator: what it changes (the item's entry in a
 * list answer, or the answers to calls of the item), and how. The layer
 * (mutating-layer.ts) applies it; the operators are data in one table.
 */
import type { MutantKind, MutationOperatorId } from "../result/mutation-report.js";

/** A JSON object as it came over the wire (a request's params, an answer's result). */
export type JsonObject = Record<string, unknown>;

/** What an operator does with a client request for its item: send it as is, send it changed, or answer it with an error. */
export type RequestAction = { params: JsonObject } | { error: { code: number; message: string } } | undefined;

export interface MutationOperator {
  id: MutationOperatorId;
  kind: MutantKind;
  /**
   * "list": changes the item's entry in `tools/list`, so it shows wherever the list is read; "call": changes the
   * answers to calls of the item, so it is equivalent when no call reaches the item.
   */
  reaches: "list" | "call";
  /** One line for the docs and a mutant's detail. */
  summary: string;
  /** The assertion that kills a survivor of this operator on `item`. */
  suggest(item: string): string;
  /** The names a request for the item may carry (a renamed tool's new name too). @default [item] */
  names?(item: string): string[];
  /** Changes the `tools/list` (or other list) answer for the item. */
  list?(result: JsonObject, item: string): JsonObject;
  /** Decides a client request for the item; `call` counts the item's calls on this connection from 1. */
  request?(params: JsonObject, item: string, call: number): RequestAction;
  /** Changes the server's successful answer to a call of the item; "hold" never delivers it. */
  answer?(result: JsonObject, call: number): JsonObject | "hold";
}
