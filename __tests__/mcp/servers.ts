/** Server specs for the real MCP servers these tests run against. */
import type { ServerSpec } from "../../src/protocol/server-spec.js";
import type { ServerConnection } from "../../src/mcp/transport/connect-server.js";
import { StdioTransport } from "../../src/mcp/transport/stdio-transport.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";

export const REPO_ROOT = process.cwd();

export const V1_TOOLS = ["add", "echo", "fails", "bad-output", "hang", "slow", "get-env", "throws"];

export function fixtureSpec(env: Record<string, string> = {}): ServerSpec {
  return { transport: "stdio", command: process.execPath, args: [FIXTURE_SERVER_PATH], env, cwd: REPO_ROOT };
}

export function httpSpec(url: string, fallbackToSse = true): ServerSpec {
  return { transport: "shttp", url, headers: {}, fallbackToSse };
}

/** Pid of the server process behind a stdio connection (the transport the client really uses). */
export function pidOf(connection: ServerConnection): number {
  const transport = connection.client.transport;
  if (!(transport instanceof StdioTransport)) throw new Error(`connection "${connection.name}" is not stdio`);
  const pid = transport.pid;
  if (pid === undefined) throw new Error("no pid");
  return pid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

export function textOf(result: unknown): string {
  return (((result as { content?: unknown } | undefined)?.content ?? []) as Array<{ type: string; text?: string }>)
    .map((c) => c.text ?? "")
    .join("");
}
