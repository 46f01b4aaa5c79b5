import { Client, type JSONRPCMessage } from "@modelcontextprotocol/client";
import { StdioTransport } from "../../../src/mcp/transport/stdio-transport.js";
import { FIXTURE_SERVER_PATH } from "../../fixtures/servers/start-http-server.js";
import { isAlive, REPO_ROOT, textOf } from "../servers.js";

/** Resolves once the child wrote `ready` to stderr (its signal handler is installed by then). */
async function untilReady(transport: StdioTransport): Promise<void> {
  for (let i = 0; i < 2400 && !transport.stderrTail.includes("ready"); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(transport.stderrTail).toContain("ready");
}

const fixture = (env: Record<string, string> = {}, killAfterMs?: number) =>
  new StdioTransport({ command: process.execPath, args: [FIXTURE_SERVER_PATH], env, cwd: REPO_ROOT, killAfterMs });

describe("StdioTransport", () => {
  it("close() ends the process (polite stop through stdin)", async () => {
    const transport = fixture();
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(transport);
    const pid = transport.pid;
    expect(pid).toBeGreaterThan(0);
    expect(isAlive(pid!)).toBe(true);
    expect(textOf(await client.callTool({ name: "echo", arguments: { message: "alive" } }))).toBe("Echo: alive");
    let closes = 0;
    const previous = transport.onclose;
    transport.onclose = () => {
      closes++;
      previous?.();
    };
    await client.close();
    expect(() => process.kill(pid!, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
    expect(transport.exitInfo).toEqual({ exitCode: 0, signal: undefined, spawnError: undefined });
    expect(closes).toBe(1);
    await transport.close(); // second close is a no-op
    expect(closes).toBe(1);
  });

  it("close() kills a process that ignores stdin (SIGTERM after killAfterMs)", async () => {
    const transport = new StdioTransport({
      command: process.execPath,
      args: ["-e", "process.on('SIGTERM', () => process.exit(7)); process.stderr.write('ready'); setInterval(() => {}, 1000)"],
      env: {},
      cwd: REPO_ROOT,
      killAfterMs: 200,
    });
    await transport.start();
    await untilReady(transport);
    const pid = transport.pid!;
    expect(isAlive(pid)).toBe(true);
    await transport.close();
    expect(isAlive(pid)).toBe(false);
    expect(transport.exitInfo?.exitCode).toBe(7);
  });

  it("close() escalates to SIGKILL when SIGTERM is ignored", async () => {
    const transport = new StdioTransport({
      command: process.execPath,
      args: ["-e", "process.on('SIGTERM', () => {}); process.stderr.write('ready'); setInterval(() => {}, 1000)"],
      env: {},
      cwd: REPO_ROOT,
      killAfterMs: 200,
    });
    await transport.start();
    await untilReady(transport);
    const pid = transport.pid!;
    await transport.close();
    expect(isAlive(pid)).toBe(false);
    expect(transport.exitInfo?.signal).toBe("SIGKILL");
  });

  it("send() after the process is gone rejects", async () => {
    const transport = fixture();
    await transport.start();
    await transport.close();
    const message: JSONRPCMessage = { jsonrpc: "2.0", method: "notifications/initialized" };
    await expect(transport.send(message)).rejects.toThrow("server process is not running");
  });

  it("records the exit code and the stderr tail of a server that dies", async () => {
    const transport = fixture({ FIXTURE_EXIT_AT_START: "1" });
    const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
    await transport.start();
    await closed;
    expect(transport.exitInfo).toEqual({ exitCode: 3, signal: undefined, spawnError: undefined });
    expect(transport.stderrTail).toBe("fixture: refusing to start");
  });

  it("a spawn failure rejects start() and is recorded", async () => {
    const transport = new StdioTransport({ command: "mcpvals-no-such-command-xyz", args: [], env: {}, cwd: REPO_ROOT });
    await expect(transport.start()).rejects.toThrow(/ENOENT/);
    expect(transport.exitInfo?.spawnError).toMatch(/ENOENT/);
    await transport.close();
  });

  it("stdout lines that are not JSON-RPC are reported through onerror and reading goes on", async () => {
    const script = [
      "process.stdout.write('this is a log line, not JSON\\n');",
      "process.stdout.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/hello' }) + '\\n');",
      "setTimeout(() => {}, 200);",
    ].join(" ");
    const transport = new StdioTransport({ command: process.execPath, args: ["-e", script], env: {}, cwd: REPO_ROOT });
    const errors: Error[] = [];
    const messages: JSONRPCMessage[] = [];
    transport.onerror = (error) => errors.push(error);
    transport.onmessage = (message) => messages.push(message);
    const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
    await transport.start();
    await closed;
    expect(errors).toHaveLength(1);
    expect(messages).toEqual([{ jsonrpc: "2.0", method: "notifications/hello" }]);
  });
});
