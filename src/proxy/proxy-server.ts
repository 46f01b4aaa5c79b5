/**
 * The proxy as an MCP server (v2 SDK): a factory of McpServer instances
 * that all answer from one ToolHub. The serving entries call it per
 * connection (stdio) or per request (HTTP), in either protocol era; the hub,
 * its connections and its metrics are shared by all of them.
 *
 * With `exposeTools`, every known downstream tool is offered too, as
 * `server__tool`, calling through the hub (metrics, fallbacks), so the proxy
 * can stand in for the servers in a client's config.
 */
import { McpServer, fromJsonSchema } from "@modelcontextprotocol/server";
import type { z } from "zod";
import { callResult, DISCOVERY_TOOLS, type DiscoveryTool } from "../search/hub/discovery/discovery-tools.js";
import type { ToolHub } from "../search/hub/discovery/tool-hub.js";
import { describeError } from "../errors.js";
import { redactSecrets } from "../secrets/redact-secrets.js";
import type { McpCallToolResult } from "../protocol/mcp-types.js";
import { VERSION } from "../version.js";
import { PROXY_TOOLS } from "./proxy-tools.js";
import { QUALIFIED } from "../search/hub/discovery/qualified-name.js";

export interface ProxyServerOptions {
  hub: ToolHub;
  /** Offer the downstream tools as `server__tool` too. @default false */
  exposeTools?: boolean;
  /** Config secrets: never in an answer. */
  secrets?: readonly string[];
}

export function createProxyServerFactory({ hub, exposeTools = false, secrets = [] }: ProxyServerOptions): () => McpServer {
  // Redaction boundary: every answer the proxy gives its client.
  const redact = (result: McpCallToolResult): McpCallToolResult => redactSecrets(result, secrets);
  const guarded =
    (run: (signal: AbortSignal | undefined) => Promise<McpCallToolResult>) =>
    async (signal: AbortSignal | undefined): Promise<McpCallToolResult> => {
      try {
        return redact(await run(signal));
      } catch (error) {
        // A bad server name or a broken embedder is the caller's to read, not a protocol error.
        return redact({ content: [{ type: "text", text: describeError(error) }], isError: true });
      }
    };
  // The HTTP entry builds a server per request: each downstream schema is converted once, not per request.
  const schemas = new WeakMap<object, ReturnType<typeof fromJsonSchema>>();
  const schemaOf = (tool: { inputSchema: object }) => {
    let schema = schemas.get(tool.inputSchema);
    if (!schema) schemas.set(tool.inputSchema, (schema = fromJsonSchema(tool.inputSchema as Parameters<typeof fromJsonSchema>[0])));
    return schema;
  };
  return () => {
    const server = new McpServer({ name: "mcpvals-proxy", version: VERSION }, { capabilities: { tools: {} } });
    for (const tool of [...DISCOVERY_TOOLS, ...PROXY_TOOLS] as Array<DiscoveryTool<z.ZodObject, ToolHub>>)
      register(server, tool, hub, guarded);
    if (exposeTools) {
      for (const name of hub.catalog.names) {
        for (const tool of hub.catalog.known(name)?.tools ?? []) {
          server.registerTool(
            `${name}${QUALIFIED}${tool.name}`,
            { description: tool.description ?? tool.title ?? "", inputSchema: schemaOf(tool) },
            async (args: unknown, ctx: unknown) =>
              guarded(async (signal) => callResult(await hub.call(name, tool.name, (args ?? {}) as Record<string, unknown>, { signal })))(
                signalOf(ctx),
              ),
          );
        }
      }
    }
    return server;
  };
}

function register(
  server: McpServer,
  tool: DiscoveryTool<z.ZodObject, ToolHub>,
  hub: ToolHub,
  guarded: (
    run: (signal: AbortSignal | undefined) => Promise<McpCallToolResult>,
  ) => (signal: AbortSignal | undefined) => Promise<McpCallToolResult>,
): void {
  server.registerTool(
    tool.name,
    { description: tool.description, inputSchema: tool.input as z.ZodObject },
    async (args: unknown, ctx: unknown) => guarded((signal) => tool.run(hub, args as Record<string, never>, { signal }))(signalOf(ctx)),
  );
}

/** The request's abort signal from the SDK's handler context. */
function signalOf(ctx: unknown): AbortSignal | undefined {
  return (ctx as { mcpReq?: { signal?: AbortSignal } } | undefined)?.mcpReq?.signal;
}
