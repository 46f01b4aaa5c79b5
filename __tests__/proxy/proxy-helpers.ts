/**
 * What the proxy tests share: a config with three servers (server-everything,
 * server-memory and one whose command does not exist), the state folder
 * seeded with tool snapshots of memory and of the broken server (as a
 * session or run that saw them earlier would leave it), and reading the
 * proxy's JSON answers.
 */
import { createRequire } from "node:module";
import { execa, type ResultPromise } from "execa";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as V1Stdio } from "@modelcontextprotocol/sdk/client/stdio.js";
import { saveToolSnapshots } from "../../src/state/session-state.js";
import { resolveStateDir } from "../../src/state/state-dir.js";
import type { McpTool } from "../../src/protocol/mcp-types.js";
import type { TempDir } from "../helpers/temp-dir.js";
import { BIN } from "../helpers/run-mcpvals.js";

const require = createRequire(import.meta.url);
export const EVERYTHING = require.resolve("@modelcontextprotocol/server-everything/dist/index.js");
export const MEMORY = require.resolve("@modelcontextprotocol/server-memory/dist/index.js");

/** A tool the broken server offered when it still worked. */
export const BROKEN_TOOL: McpTool = {
  name: "forecast",
  description: "Weather forecast for a city.",
  inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
};

/** Writes the config (servers titled with `marker`, so `ps` finds their processes) and seeds the state folder. */
export async function threeServerConfig(dir: TempDir, marker: string): Promise<{ config: string; stateDir: string }> {
  const config = await dir.write("mcpvals.config.json", {
    stateDir: "state",
    servers: {
      everything: { command: process.execPath, args: [`--title=everything-${marker}`, EVERYTHING, "stdio"] },
      memory: {
        command: process.execPath,
        args: [`--title=memory-${marker}`, MEMORY],
        env: { MEMORY_FILE_PATH: `${dir.path}/memory.jsonl` },
      },
      broken: { command: `${dir.path}/no-such-server-${marker}` },
    },
  });
  // The config's own sub-folder of `stateDir`, where the proxy (like a run) keeps its state.
  const stateDir = resolveStateDir({ configStateDir: "state", baseDir: dir.path, configFile: config }) as string;
  await saveToolSnapshots(stateDir, [
    { server: "memory", tools: await listTools(MEMORY), serverInfo: null },
    { server: "broken", tools: [BROKEN_TOOL], serverInfo: null },
  ]);
  return { config, stateDir };
}

async function listTools(script: string): Promise<McpTool[]> {
  const client = new V1Client({ name: "proxy-test-seed", version: "0.0.0" });
  await client.connect(new V1Stdio({ command: process.execPath, args: [script], stderr: "ignore" }));
  try {
    return (await client.listTools()).tools as McpTool[];
  } finally {
    await client.close();
  }
}

/** A client of `mcpvals proxy -c config` (the real CLI, a child process over stdio) with a clean environment. */
export async function connectProxy(config: string, name: string): Promise<V1Client> {
  const client = new V1Client({ name, version: "0.0.0" });
  await client.connect(
    new V1Stdio({
      command: process.execPath,
      args: [BIN, "proxy", "-c", config],
      stderr: "ignore",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    }),
  );
  return client;
}

/** The JSON a proxy tool answered with. */
export function json<T = Record<string, unknown>>(result: unknown): T {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content ?? [];
  return JSON.parse(content.map((c) => c.text ?? "").join("")) as T;
}

export function text(result: unknown): string {
  return ((result as { content?: Array<{ type: string; text?: string }> }).content ?? []).map((c) => c.text ?? "").join("");
}

export interface ServerRow {
  name: string;
  state: string;
  tools: number | null;
}

/** `mcpvals proxy --http 0` as a child process, once it listens. */
export interface HttpProxy {
  url: string;
  process: ResultPromise<{ reject: false; stdin: "ignore"; buffer: false; extendEnv: false }>;
  /** Its stderr so far. */
  log(): string;
}

const started = new Set<HttpProxy["process"]>();

/**
 * Kills, after the file's tests, every proxy startHttpProxy started: also one
 * whose test failed or hit the tier's limit. Call once at a file's top level.
 * (No process-level time limit instead: on a busy machine one killed a
 * healthy proxy mid-test, and the test saw only "fetch failed".)
 */
export function killProxiesAfterAll(): void {
  afterAll(() => {
    for (const proxy of started) proxy.kill("SIGKILL");
    started.clear();
  });
}

export async function startHttpProxy(args: string[], env: Record<string, string> = {}): Promise<HttpProxy> {
  const proxy = execa(process.execPath, [BIN, "proxy", ...args, "--http", "0"], {
    reject: false,
    stdin: "ignore",
    buffer: false,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    extendEnv: false,
  });
  started.add(proxy);
  let log = "";
  const url = await new Promise<string>((resolve, reject) => {
    proxy.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(log);
      if (found) resolve(found[1]!);
    });
    void proxy.then(() => reject(new Error(`proxy exited before listening: ${log}`)));
  });
  return { url, process: proxy, log: () => log };
}
