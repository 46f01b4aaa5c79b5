/**
 * What `mcpvals init` learns from a live server before it writes a config:
 * its tools, resources, templates and prompts, and which read-only targets
 * answer with arguments generated from their schemas. Only tools annotated
 * `readOnlyHint: true` are called (and only unless `call: false`, which
 * writes them untried): the written config activates what worked and
 * comments out the rest, saying why. A tool whose answer would carry the
 * server's environment or secrets is never written live (environment-exposure.ts).
 */
import { callTool } from "../mcp/requests/call-tool.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import { getPrompt } from "../mcp/requests/get-prompt.js";
import type { McpTool } from "../protocol/mcp-types.js";
import { readResource } from "../mcp/requests/read-resource.js";
import { SchemaValidator } from "../mcp/requests/schema-validator.js";
import { sampleFromSchema } from "../util/sample-from-schema.js";
import { exposureReason, quotesEnvironment, revealingWords } from "./environment-exposure.js";

/** A target and what trying it showed. */
export interface ProbedTarget {
  kind: "tool" | "resource" | "prompt";
  /** Tool or prompt name, or resource URI. */
  name: string;
  args: Record<string, unknown>;
  description: string;
  /** Why it is written commented out; null when it answered and is written as a live test. */
  disabled: string | null;
}

/** Targets tried per kind; the rest are listed in comments (a config for 300 tools is not a first config). */
const LIMIT = 25;

export interface ProbeTargetsOptions {
  /** Try read-only targets. @default true */
  call?: boolean;
  timeoutMs?: number;
  /** Values of the server's environment: a tool whose answer quotes one is not written live. */
  envValues?: readonly string[];
  signal?: AbortSignal;
}

export async function probeTargets(
  connection: ServerConnection,
  { call = true, timeoutMs = 30_000, envValues = [], signal }: ProbeTargetsOptions = {},
): Promise<ProbedTarget[]> {
  const validator = new SchemaValidator();
  const targets: ProbedTarget[] = [];
  for (const tool of connection.tools.slice(0, LIMIT)) {
    const args = (sampleFromSchema(tool.inputSchema) ?? {}) as Record<string, unknown>;
    const base = { kind: "tool" as const, name: tool.name, args, description: firstSentence(tool) };
    // Never called: even one answer would put the environment into init's own process and output.
    const revealing = revealingWords(tool);
    if (revealing !== null) {
      targets.push({ ...base, disabled: exposureReason(revealing) });
      continue;
    }
    if (tool.annotations?.readOnlyHint !== true) {
      targets.push({ ...base, disabled: "not annotated readOnlyHint: calling it may change data; fill in real arguments first" });
      continue;
    }
    if (!call) {
      // Untried (--no-call): written live, as the read-only tool it says it is.
      targets.push({ ...base, disabled: null });
      continue;
    }
    const { record, result } = await callTool({ connection, validator, tool: tool.name, args, timeoutMs, signal });
    const disabled = !record.ok
      ? `failed with generated arguments (${record.error ?? record.errorKind}): fill in real ones`
      : quotesEnvironment(result, envValues)
        ? exposureReason("its answer quoted a value of the server's environment")
        : null;
    targets.push({ ...base, disabled });
  }
  for (const resource of (connection.resources ?? []).slice(0, LIMIT)) {
    const base = { kind: "resource" as const, name: resource.uri, args: {}, description: resource.description ?? resource.name ?? "" };
    if (!call) {
      targets.push({ ...base, disabled: null });
      continue;
    }
    const { record } = await readResource({ connection, uri: resource.uri, timeoutMs, signal });
    targets.push({ ...base, disabled: record.ok ? null : `could not be read (${record.error ?? record.errorKind})` });
  }
  for (const prompt of (connection.prompts ?? []).slice(0, LIMIT)) {
    const args = Object.fromEntries((prompt.arguments ?? []).filter((a) => a.required).map((a) => [a.name, "example"]));
    const base = { kind: "prompt" as const, name: prompt.name, args, description: prompt.description ?? "" };
    if (!call) {
      targets.push({ ...base, disabled: null });
      continue;
    }
    const { record } = await getPrompt({ connection, name: prompt.name, args, timeoutMs, signal });
    targets.push({
      ...base,
      disabled: record.ok ? null : `failed with generated arguments (${record.error ?? record.errorKind}): fill in real ones`,
    });
  }
  return targets;
}

function firstSentence(tool: McpTool): string {
  const text = (tool.description ?? tool.title ?? "").replace(/\s+/g, " ").trim();
  return /^(.{1,160}?[.!?])(\s|$)/.exec(text)?.[1] ?? text.slice(0, 160);
}
