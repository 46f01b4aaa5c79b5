/**
 * What a model API actually receives for a list of tools, measured by running
 * the provider's own request-building code offline: an AI SDK provider whose
 * `fetch` records the request body instead of sending it, or OpenAI's Agents
 * SDK converting MCP tools to strict function tools. Nothing leaves the
 * machine, and no key is needed.
 */
import type { McpTool } from "../protocol/mcp-types.js";
import { importOptional } from "../util/optional-package.js";
import type { MeasuredProvider } from "./host-profile.js";

export interface SentTool {
  /** The name as the provider sent it. */
  name: string;
  /** The parameter schema as the provider sent it; undefined when the provider left the tool out. */
  schema: unknown;
  /** Sent in strict mode. */
  strict: boolean;
  /** The conversion refused this tool (too deep, cyclic): why. */
  error?: string;
}

/** Model ids only name the endpoint shape; no request is made. */
const MODEL_ID = { openai: "gpt-4.1", anthropic: "claude-sonnet-4-5", google: "gemini-2.5-flash", xai: "grok-4" } as const;

class Recorded extends Error {}

type ToolCall = { type: "function"; name: string; description?: string; inputSchema: unknown; strict?: boolean };
interface DoGenerate {
  doGenerate(options: { prompt: unknown[]; tools: ToolCall[]; toolChoice: { type: "auto" } }): PromiseLike<unknown>;
}

/** The request body `model` builds for `tools`, caught before it leaves. */
async function recordBody(makeModel: (fetch: typeof globalThis.fetch) => DoGenerate, tools: ToolCall[]): Promise<unknown> {
  let body: unknown;
  const fetch = (async (_url: unknown, init?: { body?: unknown }) => {
    body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    throw new Recorded("recorded");
  }) as typeof globalThis.fetch;
  try {
    await makeModel(fetch).doGenerate({
      prompt: [{ role: "user", content: [{ type: "text", text: "." }] }],
      tools,
      toolChoice: { type: "auto" },
    });
  } catch (error) {
    if (body === undefined) throw error;
  }
  return body;
}

/** What the model API receives: each tool, and the request's whole `tools` field as JSON text (its token footprint). */
export interface ProviderRequest {
  tools: SentTool[];
  wire: string;
}

/** The tool entries of a recorded body, whatever the provider's wire shape (chat, responses, messages, generateContent). */
function sentTools(body: unknown): ProviderRequest {
  const tools = (body as { tools?: unknown } | undefined)?.tools;
  if (!Array.isArray(tools)) return { tools: [], wire: "[]" };
  return { tools: toolEntries(tools), wire: JSON.stringify(tools) };
}

function toolEntries(tools: unknown[]): SentTool[] {
  return tools.flatMap((item) => {
    const entry = item as Record<string, unknown>;
    const declarations = entry.functionDeclarations;
    if (Array.isArray(declarations))
      return (declarations as Record<string, unknown>[]).map((d) => ({
        name: String(d.name),
        schema: d.parametersJsonSchema ?? d.parameters,
        strict: false,
      }));
    const fn = (entry.function ?? entry) as Record<string, unknown>;
    return [{ name: String(fn.name), schema: fn.parameters ?? fn.input_schema, strict: fn.strict === true || entry.strict === true }];
  });
}

function toolCalls(tools: readonly McpTool[], strict: boolean): ToolCall[] {
  return tools.map((t) => ({
    type: "function",
    name: t.name,
    ...(t.description === undefined ? {} : { description: t.description }),
    inputSchema: t.inputSchema,
    ...(strict ? { strict: true } : {}),
  }));
}

const KEY = "recording-only";

/**
 * Runs `provider`'s real conversion on `tools` and returns what the model API receives, tool by tool, in order.
 * A provider that refuses the whole list (one schema it will not send) is asked again tool by tool, so the
 * refusal lands on the tool that caused it.
 */
export async function providerRequest(provider: MeasuredProvider, tools: readonly McpTool[], strict = false): Promise<ProviderRequest> {
  if (provider === "openai-agents") return agentsStrict(tools);
  try {
    return await aiSdkRequest(provider, toolCalls(tools, strict));
  } catch {
    const one = await Promise.all(
      tools.map(async (tool) => {
        try {
          return await aiSdkRequest(provider, toolCalls([tool], strict));
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          return { tools: [{ name: tool.name, schema: undefined, strict: false, error: why }], wire: "[]" };
        }
      }),
    );
    const wires = one.map((r) => r.wire.slice(1, -1)).filter(Boolean);
    return { tools: one.flatMap((r) => r.tools), wire: `[${wires.join(",")}]` };
  }
}

async function aiSdkRequest(provider: Exclude<MeasuredProvider, "openai-agents">, calls: ToolCall[]): Promise<ProviderRequest> {
  switch (provider) {
    case "openai": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      return sentTools(
        await recordBody((fetch) => createOpenAI({ apiKey: KEY, fetch }).chat(MODEL_ID.openai) as unknown as DoGenerate, calls),
      );
    }
    case "anthropic": {
      const { createAnthropic } = await importOptional("@ai-sdk/anthropic", "check --hosts anthropic", () => import("@ai-sdk/anthropic"));
      return sentTools(
        await recordBody((fetch) => createAnthropic({ apiKey: KEY, fetch }).messages(MODEL_ID.anthropic) as unknown as DoGenerate, calls),
      );
    }
    case "google": {
      const { createGoogleGenerativeAI } = await importOptional("@ai-sdk/google", "check --hosts gemini", () => import("@ai-sdk/google"));
      return sentTools(
        await recordBody((fetch) => createGoogleGenerativeAI({ apiKey: KEY, fetch })(MODEL_ID.google) as unknown as DoGenerate, calls),
      );
    }
    case "xai": {
      const { createXai } = await importOptional("@ai-sdk/xai", "check --hosts xai", () => import("@ai-sdk/xai"));
      return sentTools(await recordBody((fetch) => createXai({ apiKey: KEY, fetch })(MODEL_ID.xai) as unknown as DoGenerate, calls));
    }
  }
}

/** OpenAI's Agents SDK turning each MCP tool into a function tool with convertSchemasToStrict on. */
async function agentsStrict(tools: readonly McpTool[]): Promise<ProviderRequest> {
  const { mcpToFunctionTool } = await importOptional(
    "@openai/agents-core",
    "check --hosts openai-agents",
    () => import("@openai/agents-core"),
  );
  const server = { name: "server" } as unknown as Parameters<typeof mcpToFunctionTool>[1];
  // The SDK console.warns each schema it cannot make strict; that is our finding, not output for the user's terminal.
  // The conversion is synchronous, so nothing else logs while warn is silenced.
  const warn = console.warn;
  console.warn = () => undefined;
  let sent: SentTool[];
  try {
    sent = tools.map((tool) => convertOne(mcpToFunctionTool, server, tool));
  } finally {
    console.warn = warn;
  }
  // As the Responses API receives function tools.
  const wire = sent.map((t, i) => ({
    type: "function",
    name: t.name,
    description: tools[i]?.description ?? "",
    parameters: t.schema,
    strict: t.strict,
  }));
  return { tools: sent, wire: JSON.stringify(wire) };
}

type McpToFunctionTool = typeof import("@openai/agents-core").mcpToFunctionTool;

/** One tool through the SDK; a schema it refuses (too deep) is that tool's finding, not a crash. */
function convertOne(mcpToFunctionTool: McpToFunctionTool, server: Parameters<McpToFunctionTool>[1], tool: McpTool): SentTool {
  try {
    const converted = mcpToFunctionTool(tool as Parameters<McpToFunctionTool>[0], server, true) as {
      parameters?: unknown;
      strict?: boolean;
    };
    return { name: tool.name, schema: converted.parameters, strict: converted.strict === true };
  } catch (error) {
    return { name: tool.name, schema: undefined, strict: false, error: error instanceof Error ? error.message : String(error) };
  }
}
