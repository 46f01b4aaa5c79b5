/**
 * What tools each configured server has, known without starting it when
 * possible. A server's list comes from its live connection once it is
 * connected, else from the state folder's snapshot (tools.json, what the last
 * run or proxy session saw), else from connecting it now. So a search over
 * ten servers whose tools were seen before starts none of them, and a server
 * only starts when one of its tools is called (or nothing is known of it).
 * Every list seen live is saved back as the server's snapshot.
 */
import type { McpTool as Tool } from "../../../protocol/mcp-types.js";
import type { ConnectionManager } from "../../../mcp/pool/connection-manager.js";
import type { Lease } from "../../../mcp/pool/server-pool.js";
import type { ServerReport } from "../../../result/server-report.js";
import { toolHash, toolsHash } from "../../../protocol/tools-hash.js";
import { describeError, UsageError } from "../../../errors.js";
import type { IndexedTool } from "../../engine/types.js";
import { saveToolSnapshots, snapshotTools } from "../../../state/session-state.js";
import type { ToolsFile } from "../../../state/state-files.js";

/** One server's known tools and where they came from. */
export interface KnownTools {
  tools: Tool[];
  source: "live" | "snapshot";
  /** When the list last changed, as far as this catalog knows (ISO): the snapshot's time, or when a live list differed from it. */
  at: string;
  toolsHash: string;
}

/** What refresh_tools found for one server. */
export interface ToolDiff {
  server: string;
  added: string[];
  updated: string[];
  removed: string[];
  unchanged: string[];
}

export interface ToolCatalogOptions {
  connections: ConnectionManager;
  /** The stored tools.json (null: none). */
  stored: ToolsFile | null;
  /** State folder the live lists are saved to; false: none. */
  stateDir: string | false;
  /** Told about a snapshot that could not be written. */
  onWarning?: (message: string) => void;
}

export class ToolCatalog {
  readonly #options: ToolCatalogOptions;
  readonly #known = new Map<string, KnownTools>();
  /** Bumped whenever a server's list changes: indexes built over an older version are stale. */
  version = 0;

  constructor(options: ToolCatalogOptions) {
    this.#options = options;
    for (const server of options.connections.names) {
      const snapshot = snapshotTools(options.stored, server);
      if (snapshot) this.#known.set(server, { ...snapshot, source: "snapshot" });
    }
  }

  get names(): string[] {
    return this.#options.connections.names;
  }

  /** Every configured server's connection report (state "configured" until first use). */
  reports(): ServerReport[] {
    return this.#options.connections.reports();
  }

  /** The tools known of a server without starting it; undefined when nothing is. */
  known(server: string): KnownTools | undefined {
    this.#check(server);
    return this.#known.get(server);
  }

  /**
   * Every tool of these servers (default: all). Servers with nothing known are
   * connected, in parallel; one that cannot be reached is left out and named
   * in `unreachable`, so one dead server never fails a search.
   */
  async tools(
    servers: readonly string[] = this.names,
    signal?: AbortSignal,
  ): Promise<{ tools: IndexedTool[]; unreachable: Array<{ server: string; error: string }> }> {
    const unreachable: Array<{ server: string; error: string }> = [];
    await Promise.all(
      servers.map(async (server) => {
        if (this.known(server)) return;
        try {
          await (await this.lease(server, signal)).release();
        } catch (error) {
          signal?.throwIfAborted();
          unreachable.push({ server, error: describeError(error) });
        }
      }),
    );
    const tools = servers.flatMap((server) => (this.#known.get(server)?.tools ?? []).map((tool): IndexedTool => ({ server, tool })));
    return { tools, unreachable };
  }

  /** One tool's definition: from what is known, else from the started server. */
  async definition(server: string, tool: string, signal?: AbortSignal): Promise<Tool | undefined> {
    const found = this.known(server)?.tools.find((t) => t.name === tool);
    if (found) return found;
    await this.tools([server], signal);
    return this.#known.get(server)?.tools.find((t) => t.name === tool);
  }

  /** A connection to the server, started when needed; its live list replaces the snapshot. */
  async lease(server: string, signal?: AbortSignal): Promise<Lease> {
    this.#check(server);
    const lease = await this.#options.connections.pool(server).acquire(signal);
    await this.#seen(server, lease.connection.tools, lease.connection.serverInfo);
    return lease;
  }

  /**
   * Lists a server's tools anew and says what changed against what was known
   * before. A started server is restarted (a process lists the tools it was
   * started with); one not started keeps its snapshot unless `force` starts it.
   */
  async refresh(
    server: string,
    { force = false, signal }: { force?: boolean; signal?: AbortSignal } = {},
  ): Promise<ToolDiff & { listed: boolean }> {
    const known = this.known(server);
    const before = known?.tools ?? [];
    const connections = this.#options.connections;
    if (!force && known !== undefined && !connections.started(server)) return { ...diffLists(server, before, before), listed: false };
    await connections.restart(server);
    await (await this.lease(server, signal)).release();
    return { ...diffLists(server, before, this.#known.get(server)!.tools), listed: true };
  }

  async #seen(server: string, tools: Tool[], serverInfo: { name: string; version: string } | null): Promise<void> {
    const previous = this.#known.get(server);
    const hash = toolsHash(tools);
    if (previous?.source === "live" && previous.toolsHash === hash) return;
    // `at` is when the list last changed: a live list equal to the snapshot keeps the snapshot's time.
    this.#known.set(server, {
      tools,
      source: "live",
      at: previous?.toolsHash === hash ? previous.at : new Date().toISOString(),
      toolsHash: hash,
    });
    if (previous?.toolsHash !== hash) this.version += 1;
    const dir = this.#options.stateDir;
    if (dir === false || previous?.toolsHash === hash) return;
    await saveToolSnapshots(dir, [{ server, tools, serverInfo }]).catch((error: unknown) => {
      this.#options.onWarning?.(`tool snapshot of ${server} not saved: ${describeError(error)}`);
    });
  }

  #check(server: string): void {
    if (!this.#options.connections.names.includes(server)) {
      throw new UsageError(`No server named "${server}". Servers: ${this.names.map((n) => `"${n}"`).join(", ")}.`);
    }
  }
}

/** Tools added, changed (schema hash), removed and unchanged between two lists of one server. */
export function diffLists(server: string, before: readonly Tool[], after: readonly Tool[]): ToolDiff {
  const old = new Map(before.map((t) => [t.name, toolHash(t)]));
  const now = new Map(after.map((t) => [t.name, toolHash(t)]));
  const sorted = (names: Iterable<string>) => [...names].sort();
  return {
    server,
    added: sorted([...now.keys()].filter((name) => !old.has(name))),
    updated: sorted([...now.keys()].filter((name) => old.has(name) && old.get(name) !== now.get(name))),
    removed: sorted([...old.keys()].filter((name) => !now.has(name))),
    unchanged: sorted([...now.keys()].filter((name) => old.get(name) === now.get(name))),
  };
}
