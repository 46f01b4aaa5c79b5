/**
 * The tools of a workflow's servers as one list, and calls routed back to the
 * server that offers them. A tool keeps its plain name unless two servers
 * offer the same name; then both are exposed qualified, `server__tool`. A
 * qualified name is always accepted. Records keep the real server name and
 * the server's own tool name.
 */
import type { McpTool as Tool } from "./mcp-types.js";
import type { ServerSpec } from "./server-spec.js";
import { QUALIFIED_TOOL_SEPARATOR, splitQualifiedName } from "./server-names.js";
import { callTool, failedCall, type ToolCallOutcome } from "./call-tool.js";
import type { ServerConnection } from "./connect-server.js";
import type { ConnectionManager } from "./connection-manager.js";
import type { SchemaValidator } from "./schema-validator.js";
import type { Lease } from "./server-pool.js";

/** A tool as the agent sees it. */
export interface RoutedTool {
  /** Name the agent uses: plain, or `server__tool` when two servers offer the same name. */
  exposedName: string;
  server: string;
  /** The server's own definition (its own name). */
  definition: Tool;
}

/** Where a name leads: a connection and the server's tool name, or why nowhere. */
export type Route = { connection: ServerConnection; tool: string } | { server: string; tool: string; error: string };

export class ToolRouter {
  readonly tools: RoutedTool[];
  private readonly byServer: Map<string, ServerConnection>;

  private constructor(private readonly leases: Array<{ server: string; lease: Lease }>) {
    this.byServer = new Map(leases.map(({ server, lease }) => [server, lease.connection]));
    const offeredBy = new Map<string, number>();
    for (const { lease } of leases) for (const tool of lease.connection.tools) offeredBy.set(tool.name, (offeredBy.get(tool.name) ?? 0) + 1);
    this.tools = leases.flatMap(({ server, lease }) =>
      lease.connection.tools.map((definition) => ({
        exposedName: (offeredBy.get(definition.name) ?? 0) > 1 ? `${server}${QUALIFIED_TOOL_SEPARATOR}${definition.name}` : definition.name,
        server,
        definition,
      })),
    );
  }

  /**
   * Takes a lease on each server (in order; each connects on its first use).
   * If one cannot be connected, the leases already taken are returned and the
   * error is thrown.
   */
  static async open({
    manager,
    servers,
    signal,
    specFor,
  }: {
    manager: ConnectionManager;
    servers: readonly string[];
    signal?: AbortSignal;
    /** The spec this run connects with (per-run `{{databaseId}}`), from the configured one. */
    specFor?: (spec: ServerSpec) => ServerSpec;
  }): Promise<ToolRouter> {
    const settled = await Promise.allSettled(
      servers.map(async (server) => {
        const pool = manager.pool(server);
        return { server, lease: await pool.acquire(signal, { spec: specFor?.(pool.spec) }) };
      }),
    );
    const leases = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
    if (failed) {
      await Promise.all(leases.map(({ lease }) => lease.release()));
      throw failed.reason;
    }
    return new ToolRouter(leases);
  }

  /** A server's connection by name, or the only server's when none is named; a string says why there is none. */
  connectionOf(server?: string): ServerConnection | string {
    if (server === undefined) {
      if (this.byServer.size === 1) return [...this.byServer.values()][0]!;
      return `name the server to call: this workflow uses several (${this.servers.join(", ")})`;
    }
    return this.byServer.get(server) ?? `no server named "${server}" in this workflow (it uses ${this.servers.join(", ")})`;
  }

  /** Server names of this router, in order. */
  get servers(): string[] {
    return [...this.byServer.keys()];
  }

  /** Tool definitions under their exposed names (what a model is shown). */
  exposedTools(): Tool[] {
    return this.tools.map((t) => ({ ...t.definition, name: t.exposedName }));
  }

  /** Finds the server for an exposed, plain or qualified tool name. */
  route(name: string): Route {
    const exposed = this.tools.find((t) => t.exposedName === name);
    if (exposed) return { connection: this.byServer.get(exposed.server)!, tool: exposed.definition.name };
    const split = splitQualifiedName(name, this.servers);
    if (split) return { connection: this.byServer.get(split.server)!, tool: split.tool };
    const offering = this.tools.filter((t) => t.definition.name === name).map((t) => t.server);
    if (offering.length > 1) {
      const choices = offering.map((s) => `"${s}${QUALIFIED_TOOL_SEPARATOR}${name}"`).join(" or ");
      return { server: offering.join(","), tool: name, error: `tool "${name}" is offered by several servers (${offering.join(", ")}); call ${choices}` };
    }
    if (this.byServer.size === 1) return { connection: [...this.byServer.values()][0]!, tool: name };
    const names = this.tools.map((t) => t.exposedName).join(", ");
    return { server: this.servers.join(","), tool: name, error: `no server of this workflow (${this.servers.join(", ")}) has a tool "${name}" (they offer: ${names || "none"})` };
  }

  /** Server and server-side tool name a name routes to, for records of calls that never went out. */
  locate(name: string): { server: string; tool: string } {
    const route = this.route(name);
    return "connection" in route ? { server: route.connection.name, tool: route.tool } : { server: route.server, tool: route.tool };
  }

  /** Calls a tool by any name {@link route} accepts; an unroutable name is a failed `unknown-tool` record. */
  async callTool(options: { name: string; args: Record<string, unknown>; step: number; validator: SchemaValidator; timeoutMs: number; signal?: AbortSignal }): Promise<ToolCallOutcome> {
    const route = this.route(options.name);
    if ("connection" in route) return callTool({ ...options, connection: route.connection, tool: route.tool });
    const { args, step } = options;
    return failedCall({ server: route.server, tool: route.tool, args, step, startedAt: new Date().toISOString() }, 0, "unknown-tool", route.error);
  }

  /** Returns every lease (closing per-workflow processes). */
  async release(): Promise<void> {
    await Promise.all(this.leases.map(({ lease }) => lease.release()));
  }
}
