/**
 * `mcpvals check --call`: tools annotated `readOnlyHint: true` are called
 * with arguments generated from their input schema and a progressToken; the
 * answer must be well-formed, structuredContent must match the outputSchema,
 * and progress notifications must name a token we issued with increasing
 * progress. Only read-only tools: a check must not change anything.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/progress
 */
import type { McpTool } from "../protocol/mcp-types.js";
import { SchemaValidator } from "../mcp/requests/schema-validator.js";
import { sampleFromSchema } from "../util/sample-from-schema.js";
import { clipText } from "../util/clip-text.js";
import { missingEnvHint } from "../mcp/transport/missing-env-hint.js";
import { type CheckRecorder, type CheckVerdict, fail, pass, skip } from "./check-recorder.js";
import type { WireSession } from "./wire/wire-session.js";

export async function readOnlyCalls(
  recorder: CheckRecorder,
  session: WireSession,
  tools: readonly McpTool[],
  signal: AbortSignal,
  timeoutMs: number,
): Promise<void> {
  const readOnly = tools.filter((t) => (t.annotations as { readOnlyHint?: unknown } | undefined)?.readOnlyHint === true);
  if (readOnly.length === 0) {
    recorder.add("tools/read-only-call", "error", recorder.target(), skip("no tool is annotated readOnlyHint: true, so none is called"));
    return;
  }
  const validator = new SchemaValidator();
  const issued = new Set<string>();
  const before = session.channel.log.unsolicited.length;
  for (const tool of readOnly) {
    const token = `mcpvals-progress-${issued.size + 1}`;
    issued.add(token);
    await recorder.check(
      "tools/read-only-call",
      "error",
      recorder.target("tool", tool.name),
      async () => {
        const args = (sampleFromSchema(tool.inputSchema) ?? {}) as Record<string, unknown>;
        const shown = JSON.stringify(args);
        const answer = await session.request(
          "tools/call",
          { name: tool.name, arguments: args, _meta: { progressToken: token } },
          { signal, timeoutMs },
        );
        if (!answer.ok) {
          if (answer.code === null) return fail(`called with ${shown}: ${answer.message}`);
          // A tool that threw (-32603) or refused its arguments as a protocol error did not do its job either:
          // at least as severe as an isError answer, and the spec asks tools to report such failures in the result.
          recorder.add("tools/read-only-call-error", "info", recorder.target("tool", tool.name), protocolError(shown, answer.message));
          return pass(`called with ${shown}: answered JSON-RPC error ${answer.code} (see tools/read-only-call-error)`);
        }
        if (!Array.isArray(answer.result.content)) return fail(`called with ${shown}: the result has no content array`, "/result/content");
        // Well-formed (the tool reported its problem as the spec asks), but no pass of the call: a warning says what it answered.
        if (answer.result.isError === true) {
          recorder.add("tools/read-only-call-error", "info", recorder.target("tool", tool.name), refusal(shown, answer.result));
          return pass(`called with ${shown}: answered isError (see tools/read-only-call-error)`);
        }
        if (tool.outputSchema && typeof tool.outputSchema === "object") {
          if (answer.result.structuredContent === undefined)
            return fail(
              `called with ${shown}: the tool has an outputSchema but answered no structuredContent`,
              "/result/structuredContent",
            );
          const checked = validator.check(tool.outputSchema, answer.result.structuredContent);
          if (!checked.valid)
            return fail(
              `called with ${shown}: structuredContent does not match the outputSchema: ${clipText(checked.errors, 160)}`,
              "/result/structuredContent",
            );
        }
        return pass(`called with ${shown}: ok`);
      },
      { method: "tools/call" },
    );
  }
  progressChecks(recorder, session.channel.log.unsolicited.slice(before), issued);
}

/**
 * A read-only tool that refused its generated arguments: may be a tool that rightly refuses a made-up
 * value, or a server missing what it needs (a variable it was never given), so a warning with its words.
 */
function refusal(shown: string, result: Record<string, unknown>): CheckVerdict {
  const said = Array.isArray(result.content)
    ? result.content
        .flatMap((block: { type?: unknown; text?: unknown }) =>
          block?.type === "text" && typeof block.text === "string" ? [block.text] : [],
        )
        .join(" ")
    : "";
  const text = clipText(said.trim() || "(no text)", 200);
  return fail(`called with ${shown}: answered isError: ${JSON.stringify(text)}${missingEnvHint(said)}`, "/result/isError");
}

/** A read-only tool that answered its generated arguments with a JSON-RPC error instead of a result. */
function protocolError(shown: string, message: string): CheckVerdict {
  const text = clipText(message.trim() || "(no message)", 200);
  return fail(`called with ${shown}: answered a JSON-RPC error: ${JSON.stringify(text)}${missingEnvHint(message)}`);
}

function progressChecks(recorder: CheckRecorder, messages: ReadonlyArray<Record<string, unknown>>, issued: ReadonlySet<string>): void {
  const progress = messages
    .filter((m) => m.method === "notifications/progress")
    .map((m) => (m.params ?? {}) as { progressToken?: unknown; progress?: unknown });
  const server = recorder.target();
  if (progress.length === 0) {
    recorder.add("progress/token", "error", server, skip("no progress notification arrived"));
    return;
  }
  const foreign = progress.find((p) => typeof p.progressToken !== "string" || !issued.has(p.progressToken));
  recorder.add(
    "progress/token",
    "error",
    server,
    foreign
      ? fail(`a progress notification names token ${JSON.stringify(foreign.progressToken)}, which no request issued`)
      : pass(`${progress.length} progress notifications, all for issued tokens`),
    { method: "notifications/progress" },
  );
  recorder.add("progress/increasing", "error", server, monotonic(progress), { method: "notifications/progress" });
}

function monotonic(progress: ReadonlyArray<{ progressToken?: unknown; progress?: unknown }>): CheckVerdict {
  const last = new Map<string, number>();
  for (const p of progress) {
    const key = JSON.stringify(p.progressToken);
    if (typeof p.progress !== "number") return fail(`a progress notification for ${key} has no numeric progress`);
    const previous = last.get(key);
    if (previous !== undefined && p.progress <= previous)
      return fail(`progress for ${key} went from ${previous} to ${p.progress} (it must increase)`);
    last.set(key, p.progress);
  }
  return pass("progress increases for every token");
}
