/**
 * The tools of a workflow's servers as one list, and calls routed back to the
 * server that offers them. A tool keeps its plain name unless two servers
 * offer the same name; then both are exposed qualified, `server__tool`. A
 * qualified name is always accepted. Records keep the real server name and
 * the server's own tool name.
 */
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import type { ServerSpec } from "../../protocol/server-spec.js";
import { QUALIFIED_TOOL_SEPARATOR, splitQualifiedName } from "../../protocol/server-names.js";
import { callTool, type CallToolOptions } from "./call-tool.js";
import { failedCall } from "./record-request.js";
import type { ToolCallOutcome } from "../../protocol/tool-call-outcome.js";
import type { ServerConnection } from "../transport/connect-server.js";
import type { ConnectionManager } from "../pool/connection-manager.js";
import type { SchemaValidator } from "./schema-validator.js";
import type { Lease } from "../pool/server-pool.js";
import type { RoutedTool } from "../../protocol/routed-tool.js";
import { canonicalJson } from "../../protocol/tools-hash.js";

/** Where a name leads: a server and its own tool name, or why nowhere. */
export type Route = { server: string; tool: string } | { server: string; tool: string; error: string };

export class ToolRouter {
  readonly tools: RoutedTool[];
  /** Connections of the leases that have connected. */
  private readonly byServer = new Map<string, ServerConnection>();
  private readonly leases: Array<{ server: string; lease: Promise<Lease> }>;

  private constructor(entries: Array<{ server: string; tools: Tool[]; lease: Promise<Lease> }>) {
    this.leases = entries.map(({ server, lease }) => ({ server, lease }));
    for (const { server, lease } of entries)
      lease.then(
        (l) => void this.byServer.set(server, l.connection),
        () => undefined,
      );
    const offeredBy = new Map<string, number>();
    for (const { tools } of entries) for (const tool of tools) offeredBy.set(tool.name, (offeredBy.get(tool.name) ?? 0) + 1);
    this.tools = entries.flatMap(({ server, tools }) =>
      tools.map((definition) => ({
        exposedName: (offeredBy.get(definition.name) ?? 0) > 1 ? `${server}${QUALIFIED_TOOL_SEPARATOR}${definition.name}` : definition.name,
        server,
        definition,
      })),
    );
  }

  /**
   * Takes a lease on each server (in order; each connects on its first use)
   * and returns once every server's tools are known: from its own process, or
   * (same spec) from the server's first process, so the model can start while
   * this workflow's own process is still starting; calls wait for it, and
   * `ready()` tells whether it came up. If one cannot be connected before its
   * tools are known, the leases already taken are returned and the error is thrown.
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
    const entries = servers.map((server) => {
      const pool = manager.pool(server);
      const spec = specFor?.(pool.spec);
      const lease = pool.acquire(signal, { spec });
      lease.catch(() => undefined); // awaited below, by calls and by ready()
      // Same spec, same server: the tools its first process listed (the pool's report assumes the same).
      const sameSpec = spec === undefined || canonicalJson(spec) === canonicalJson(pool.spec);
      const tools = Promise.race([lease.then((l) => l.connection.tools), ...(sameSpec ? [pool.firstTools()] : [])]);
      return { server, lease, tools };
    });
    const settled = await Promise.allSettled(entries.map((e) => e.tools));
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
    if (failed) {
      await releaseAll(entries.map((e) => e.lease));
      throw failed.reason;
    }
    return new ToolRouter(entries.map((e, i) => ({ ...e, tools: (settled[i] as PromiseFulfilledResult<Tool[]>).value })));
  }

  /** Waits until every server of the router has connected; throws the first connect error. */
  async ready(): Promise<void> {
    await Promise.all(this.leases.map(({ lease }) => lease));
  }

  /** A server's connection by name, or the only server's when none is named (once connected, see ready()); a string says why there is none. */
  connectionOf(server?: string): ServerConnection | string {
    if (server === undefined) {
      if (this.leases.length !== 1) return `name the server to call: this workflow uses several (${this.servers.join(", ")})`;
      server = this.leases[0]!.server;
    }
    if (!this.servers.includes(server)) return `no server named "${server}" in this workflow (it uses ${this.servers.join(", ")})`;
    return this.byServer.get(server) ?? `server "${server}" has not connected`;
  }

  /** Server names of this router, in order. */
  get servers(): string[] {
    return this.leases.map((l) => l.server);
  }

  /** Tool definitions under their exposed names (what a model is shown). */
  exposedTools(): Tool[] {
    return this.tools.map((t) => ({ ...t.definition, name: t.exposedName }));
  }

  /** Finds the server for an exposed, plain or qualified tool name. */
  route(name: string): Route {
    const exposed = this.tools.find((t) => t.exposedName === name);
    if (exposed) return { server: exposed.server, tool: exposed.definition.name };
    const split = splitQualifiedName(name, this.servers);
    if (split) return { server: split.server, tool: split.tool };
    const offering = this.tools.filter((t) => t.definition.name === name).map((t) => t.server);
    if (offering.length > 1) {
      const choices = offering.map((s) => `"${s}${QUALIFIED_TOOL_SEPARATOR}${name}"`).join(" or ");
      return {
        server: offering.join(","),
        tool: name,
        error: `tool "${name}" is offered by several servers (${offering.join(", ")}); call ${choices}`,
      };
    }
    if (this.leases.length === 1) return { server: this.leases[0]!.server, tool: name };
    const names = this.tools.map((t) => t.exposedName).join(", ");
    return {
      server: this.servers.join(","),
      tool: name,
      error: `no server of this workflow (${this.servers.join(", ")}) has a tool "${name}" (they offer: ${names || "none"})`,
    };
  }

  /** Server and server-side tool name a name routes to, for records of calls that never went out. */
  locate(name: string): { server: string; tool: string } {
    const { server, tool } = this.route(name);
    return { server, tool };
  }

  /** Calls a tool by any name {@link route} accepts; an unroutable name is a failed `unknown-tool` record. */
  async callTool(options: {
    name: string;
    args: Record<string, unknown>;
    step: number;
    validator: SchemaValidator;
    timeoutMs: number;
    signal?: AbortSignal;
    traceContext?: CallToolOptions["traceContext"];
    elicit?: CallToolOptions["elicit"];
  }): Promise<ToolCallOutcome> {
    const route = this.route(options.name);
    const { args, step } = options;
    if ("error" in route)
      return failedCall(
        { server: route.server, tool: route.tool, args, step, startedAt: new Date().toISOString() },
        0,
        "unknown-tool",
        route.error,
      );
    // The server's own process may still be starting (see open).
    const { connection } = await this.leases.find((l) => l.server === route.server)!.lease;
    return callTool({ ...options, connection, tool: route.tool });
  }

  /** Returns every lease (closing per-workflow processes), once each has connected or failed. */
  async release(): Promise<void> {
    await releaseAll(this.leases.map(({ lease }) => lease));
  }
}

async function releaseAll(leases: ReadonlyArray<Promise<Lease>>): Promise<void> {
  const settled = await Promise.allSettled(leases);
  await Promise.all(settled.map((s) => (s.status === "fulfilled" ? s.value.release() : undefined)));
}
