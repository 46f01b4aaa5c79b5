/**
 * `mcpvals check --call`: tools annotated `readOnlyHint: true` are called
 * with arguments generated from their input schema; the answer must be
 * well-formed, and structuredContent must match the outputSchema. Only
 * read-only tools: a check must not change anything on the server.
 */
import { callTool } from "../mcp/call-tool.js";
import type { ServerConnection } from "../mcp/connect-server.js";
import { SchemaValidator } from "../mcp/schema-validator.js";
import { sampleFromSchema } from "../util/sample-from-schema.js";
import { type CheckRecorder, fail, pass, skip } from "./check-recorder.js";

export async function readOnlyCalls(recorder: CheckRecorder, connection: ServerConnection, signal: AbortSignal, timeoutMs: number): Promise<void> {
  const readOnly = connection.tools.filter((t) => t.annotations?.readOnlyHint === true);
  if (readOnly.length === 0) {
    recorder.add("tools/read-only-call", "error", recorder.target(), skip("no tool is annotated readOnlyHint: true, so none is called"));
    return;
  }
  const validator = new SchemaValidator();
  for (const tool of readOnly) {
    await recorder.check("tools/read-only-call", "error", recorder.target("tool", tool.name), async () => {
      const args = (sampleFromSchema(tool.inputSchema) ?? {}) as Record<string, unknown>;
      const { record } = await callTool({ connection, validator, tool: tool.name, args, timeoutMs, signal });
      const shown = JSON.stringify(args);
      if (record.errorKind === "invalid-output") return fail(`called with ${shown}: ${record.error}`);
      if (record.errorKind === "timeout" || record.errorKind === "transport" || record.errorKind === "protocol") return fail(`called with ${shown}: ${record.error}`);
      // An isError answer to generated arguments is fine: the tool reported its problem as the spec asks.
      return pass(record.ok ? `called with ${shown}: ok in ${Math.round(record.latencyMs)} ms` : `called with ${shown}: answered isError (${record.error})`);
    });
  }
}
