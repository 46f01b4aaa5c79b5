/**
 * Builds the verifiers of one workflow run (with `{{databaseId}}`
 * substituted) and runs them against the run's state, giving the mcp
 * verifier the workflow's own connection.
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { Timeouts } from "../config/schema.js";
import type { StepMessage } from "../agent/driver.js";
import { callTool } from "../mcp/requests/call-tool.js";
import { resultText } from "../protocol/result-text.js";
import type { ToolRouter } from "../mcp/requests/tool-router.js";
import type { SchemaValidator } from "../mcp/requests/schema-validator.js";
import { createVerifier } from "../verify/create-verifier.js";
import { executeVerifiers } from "../verify/execute-verifiers.js";
import { substituteDatabaseId } from "../protocol/substitute-database-id.js";
import type { VerifierResult } from "../result/verifier-result.js";
import type { VerifyContext } from "../verify/verifier.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { ServerRequestRecord } from "../result/server-request.js";

export interface VerifyRunOptions {
  workflow: ResolvedWorkflow;
  /** The workflow's connections, still open; undefined when its servers never started. */
  router: ToolRouter | undefined;
  validator: SchemaValidator;
  databaseId: string;
  baseDir: string;
  env: Record<string, string | undefined>;
  messages: ReadonlyArray<StepMessage>;
  toolCalls: ReadonlyArray<ToolCallRecord>;
  /** Requests the servers sent to the client during the run, with the answers given. @default [] */
  serverRequests?: ReadonlyArray<ServerRequestRecord>;
  timeouts: Timeouts;
  signal: AbortSignal;
  onVerifierResult?: (workflow: string, result: VerifierResult) => void;
}

export async function verifyRun(options: VerifyRunOptions): Promise<VerifierResult[]> {
  const { workflow, router, validator, databaseId, signal, onVerifierResult } = options;
  const verifiers = substituteDatabaseId(workflow.verify, databaseId).map(createVerifier);
  const callVerifyTool: VerifyContext["callTool"] = router
    ? async (server, tool, args, callSignal) => {
        const connection = router.connectionOf(server);
        if (typeof connection === "string") return { ok: false, error: connection, text: "", structured: undefined };
        const { record, result } = await callTool({
          connection,
          validator,
          tool,
          args,
          timeoutMs: options.timeouts.verifyMs,
          signal: callSignal,
        });
        // The full text, not the record's clipped copy: a JSON answer must still parse.
        return { ok: record.ok, error: record.error, text: result ? resultText(result) : "", structured: result?.structuredContent };
      }
    : undefined;
  return executeVerifiers(
    verifiers,
    {
      workflow: workflow.name,
      databaseId,
      finalMessage: options.messages.at(-1)?.assistant ?? "",
      toolCalls: options.toolCalls,
      serverRequests: options.serverRequests ?? [],
      baseDir: options.baseDir,
      env: options.env,
      callTool: callVerifyTool,
    },
    { signal, defaultTimeoutMs: options.timeouts.verifyMs, onResult: (result) => onVerifierResult?.(workflow.name, result) },
  );
}
