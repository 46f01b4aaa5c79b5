/**
 * Verifiers check the state a workflow left behind (a database row, a file,
 * an HTTP resource, what an MCP tool reports) after the agent finishes.
 * Agents know nothing about them: the eval layer runs them.
 */
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { VerifierResult } from "../result/verifier-result.js";
import type { ServerRequestRecord } from "../result/server-request.js";

/** What an MCP tool answered, for the mcp verifier. */
export interface VerifyToolAnswer {
  /** True when the call was healthy (no isError, no protocol or transport failure). */
  ok: boolean;
  /** Why it failed, when it did. */
  error: string | null;
  text: string;
  structured: unknown;
}

/** Everything a verifier may look at. */
export interface VerifyContext {
  /** Name of the workflow being verified. */
  workflow: string;
  /** The run's `{{databaseId}}` (already substituted into the verifier's fields). */
  databaseId: string;
  finalMessage: string;
  toolCalls: ReadonlyArray<ToolCallRecord>;
  /** Requests the servers sent to the client during the run (roots, sampling, elicitation) and the answers given. Absent for callers that do not track them. */
  serverRequests?: ReadonlyArray<ServerRequestRecord>;
  /** Relative paths (files, SQLite databases, command cwd) are resolved against this (the config file's folder). */
  baseDir: string;
  /** Environment the run was given (commands get a safe subset, see command-verifier.ts). */
  env: Record<string, string | undefined>;
  /** Aborts when the run is cancelled or this verifier's time is up. */
  signal: AbortSignal;
  /** This verifier's time limit. */
  timeoutMs: number;
  /**
   * Calls a tool on the workflow's own connection (before it is released, so
   * a stdio server's in-process state is still there). Undefined when no
   * connection is available.
   */
  callTool?: (server: string | undefined, tool: string, args: Record<string, unknown>, signal: AbortSignal) => Promise<VerifyToolAnswer>;
}

/** A state check. `verify` may throw; executeVerifiers turns that into a failed result. */
export interface Verifier {
  readonly name: string;
  readonly type: string;
  /** Own time limit; undefined = the default (timeouts.verifyMs). */
  readonly timeoutMs?: number;
  verify(context: VerifyContext): Promise<Omit<VerifierResult, "durationMs" | "name" | "type">>;
}
