/**
 * The tools of some MCP connections as model tool definitions, with model-safe
 * names and the way back from such a name to its server and tool.
 */
import { jsonSchema, tool, type JSONSchema7, type ToolSet } from "ai";
import type { ToolCallOutcome } from "../protocol/tool-call-outcome.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import { SchemaValidator } from "../mcp/requests/schema-validator.js";
import { UsageError } from "../errors.js";
import { safeToolName, uniqueName } from "./safe-tool-name.js";
import { nameTable } from "../util/name-table.js";

/**
 * Where tools come from: a live MCP connection, or (with an `invoke` that
 * knows how to call them) any named list of tool definitions.
 */
export type ToolSource = Pick<ServerConnection, "name" | "tools">;

/** The tools of some MCP connections, offered to a model, and the way back from a model's tool name. */
export interface AgentTools {
  /** AI SDK tool definitions without `execute`: the loop runs them itself. */
  tools: ToolSet;
  /** Model-safe name → the server and MCP tool it stands for. */
  route(name: string): { connection: ToolSource; tool: string } | undefined;
  /**
   * The model-safe name of a tool (by the name `invoke` receives), also of one
   * left out of `tools` (a retrieval-limited step): what a note naming it must say.
   */
  modelName?(tool: string): string | undefined;
  validator: SchemaValidator;
  /** Limit for one tool call. */
  toolCallMs: number;
  /** Names of the servers the tools come from. */
  servers: string[];
  /** How a call reaches its server; see PrepareToolsOptions.invoke. */
  invoke?: ToolInvoker;
}

/** Calls one MCP tool and returns its record; lets a caller measure and record calls its own way (and add a `modelNote` for the model to read). */
export type ToolInvoker = (
  target: { connection: ToolSource; tool: string },
  args: Record<string, unknown>,
  step: number,
  signal: AbortSignal | undefined,
) => Promise<ToolCallOutcome>;

/** Options of {@link prepareTools}. */
export interface PrepareToolsOptions {
  /** Live connections; other tool sources need `invoke`. */
  connections: readonly ToolSource[];
  /** Server names for messages. @default the names of `connections` */
  servers?: string[];
  /** @default 30000 */
  toolCallMs?: number;
  /** Checks structured results against outputSchema. @default a new one */
  validator?: SchemaValidator;
  /** How calls reach the servers. @default callTool() from src/mcp with `toolCallMs` and `validator` */
  invoke?: ToolInvoker;
}

/** Turns the tools of every connection into model tool definitions; names are made model-safe and unique across servers. */
export function prepareTools({
  connections,
  servers,
  toolCallMs = 30_000,
  validator = new SchemaValidator(),
  invoke,
}: PrepareToolsOptions): AgentTools {
  if (!invoke && !connections.every(isConnection)) {
    throw new UsageError("prepareTools: tools that do not come from a connection (connectServer) need an `invoke` function to call them");
  }
  // Tool names come from servers: a table with no prototype keeps `__proto__` and `constructor` ordinary names.
  const tools: ToolSet = nameTable();
  const routes = new Map<string, { connection: ToolSource; tool: string }>();
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const connection of connections) {
    for (const definition of connection.tools) {
      const name = uniqueName(safeToolName(definition.name), used);
      routes.set(name, { connection, tool: definition.name });
      if (!names.has(definition.name)) names.set(definition.name, name);
      tools[name] = tool({ description: definition.description ?? "", inputSchema: jsonSchema(definition.inputSchema as JSONSchema7) });
    }
  }
  return {
    tools,
    route: (name) => routes.get(name),
    modelName: (tool) => names.get(tool),
    validator,
    toolCallMs,
    servers: servers ?? connections.map((c) => c.name),
    invoke,
  };
}

function isConnection(source: ToolSource): source is ServerConnection {
  return typeof (source as Partial<ServerConnection>).close === "function";
}
