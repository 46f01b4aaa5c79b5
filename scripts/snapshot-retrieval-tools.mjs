#!/usr/bin/env node
// Snapshots the tool lists of real MCP servers into the labelled tool-retrieval
// set (__tests__/fixtures/retrieval/tools.json). The tests read that JSON and
// never start these servers; run this only to regenerate the data.
//
//   node scripts/snapshot-retrieval-tools.mjs [--servers-dir DIR] [--out FILE]
//
// The three servers of the project's devDependencies come from node_modules.
// The others are installed at the pinned versions below into a throwaway
// folder (or taken from --servers-dir, a folder where they are already
// installed) and are never added to package.json. Servers that insist on an
// API key get a dummy one: listing tools makes no API call. server-redis
// connects before it serves, so it gets a loopback stub that answers +OK.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    "servers-dir": { type: "string" },
    out: { type: "string", default: path.join(root, "__tests__/fixtures/retrieval/tools.json") },
  },
});

const DUMMY = "dummy-key-tools-list-only";

/**
 * name: the server's key in tools.json (and the "server" of "server/tool" labels);
 * version: pinned for servers installed here, absent for the project's devDependencies.
 * args/env may be functions of the scratch folder.
 */
const SERVERS = [
  { name: "everything", package: "@modelcontextprotocol/server-everything", args: () => ["stdio"] },
  { name: "filesystem", package: "@modelcontextprotocol/server-filesystem", args: (scratch) => [scratch] },
  {
    name: "memory",
    package: "@modelcontextprotocol/server-memory",
    env: (scratch) => ({ MEMORY_FILE_PATH: path.join(scratch, "memory.jsonl") }),
  },
  { name: "sequential-thinking", package: "@modelcontextprotocol/server-sequential-thinking", version: "2026.8.31" },
  {
    name: "github",
    package: "@modelcontextprotocol/server-github",
    version: "2025.4.8",
    env: () => ({ GITHUB_PERSONAL_ACCESS_TOKEN: DUMMY }),
  },
  {
    name: "gitlab",
    package: "@modelcontextprotocol/server-gitlab",
    version: "2025.4.25",
    env: () => ({ GITLAB_PERSONAL_ACCESS_TOKEN: DUMMY }),
  },
  {
    name: "slack",
    package: "@modelcontextprotocol/server-slack",
    version: "2025.4.25",
    env: () => ({ SLACK_BOT_TOKEN: DUMMY, SLACK_TEAM_ID: "T00000000" }),
  },
  { name: "brave-search", package: "@modelcontextprotocol/server-brave-search", version: "0.6.2", env: () => ({ BRAVE_API_KEY: DUMMY }) },
  {
    name: "google-maps",
    package: "@modelcontextprotocol/server-google-maps",
    version: "0.6.2",
    env: () => ({ GOOGLE_MAPS_API_KEY: DUMMY }),
  },
  { name: "puppeteer", package: "@modelcontextprotocol/server-puppeteer", version: "2025.5.12" },
  { name: "postgres", package: "@modelcontextprotocol/server-postgres", version: "0.6.2", args: () => ["postgresql://127.0.0.1:1/none"] },
  { name: "redis", package: "@modelcontextprotocol/server-redis", version: "2025.4.25", args: (_scratch, redisUrl) => [redisUrl] },
  {
    name: "gdrive",
    package: "@modelcontextprotocol/server-gdrive",
    version: "2025.1.14",
    env: (scratch) => ({ GDRIVE_CREDENTIALS_PATH: path.join(scratch, "gdrive-credentials.json") }),
  },
  { name: "everart", package: "@modelcontextprotocol/server-everart", version: "0.6.2", env: () => ({ EVERART_API_KEY: DUMMY }) },
  {
    name: "aws-kb-retrieval",
    package: "@modelcontextprotocol/server-aws-kb-retrieval",
    version: "0.6.2",
    env: () => ({ AWS_REGION: "us-east-1", AWS_ACCESS_KEY_ID: DUMMY, AWS_SECRET_ACCESS_KEY: DUMMY }),
  },
  { name: "playwright", package: "@playwright/mcp", version: "0.0.83", args: () => ["--headless"] },
];

/** Installs the pinned servers into a throwaway folder; scripts skipped (no browser downloads). */
function installServers(dir) {
  const specs = SERVERS.filter((s) => s.version).map((s) => `${s.package}@${s.version}`);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "retrieval-servers", private: true }));
  console.error(`installing ${specs.length} servers into ${dir}`);
  execFileSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", ...specs], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: "1" },
  });
}

/** A loopback stand-in for Redis: every command gets +OK, enough for the client's handshake. */
async function startRedisStub() {
  const server = createServer((socket) => {
    socket.on("data", (chunk) => {
      const commands = chunk.toString("latin1").match(/(?:^|\n)\*\d+\r\n/g)?.length ?? 1;
      socket.write("+OK\r\n".repeat(commands));
    });
    socket.on("error", () => {});
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `redis://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

function packageDir(spec, serversDir) {
  const base = spec.version ? path.join(serversDir, "node_modules") : path.join(root, "node_modules");
  return path.join(base, spec.package);
}

/** The fields that make a tool findable; annotations, outputSchema and _meta are left out. */
function pickTool({ name, title, description, inputSchema }) {
  return { name, ...(title ? { title } : {}), ...(description ? { description } : {}), inputSchema };
}

async function listTools(spec, { serversDir, scratch, redisUrl }) {
  const dir = packageDir(spec, serversDir);
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  if (spec.version && manifest.version !== spec.version)
    throw new Error(`${spec.package}: found ${manifest.version}, pinned ${spec.version}`);
  const bin = typeof manifest.bin === "string" ? manifest.bin : Object.values(manifest.bin)[0];
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(dir, bin), ...(spec.args?.(scratch, redisUrl) ?? [])],
    // Only what a process needs to start, plus the server's own (dummy) settings.
    env: { PATH: process.env.PATH ?? "", HOME: scratch, ...(spec.env?.(scratch) ?? {}) },
    cwd: scratch,
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk) => (stderr += chunk));
  const client = new Client({ name: "mcpvals-retrieval-snapshot", version: "1.0.0" });
  try {
    await client.connect(transport, { timeout: 60_000 });
    const tools = [];
    let cursor;
    do {
      const page = await client.listTools(cursor ? { cursor } : {}, { timeout: 60_000 });
      tools.push(...page.tools.map(pickTool));
      cursor = page.nextCursor;
    } while (cursor);
    return { package: spec.package, version: manifest.version, tools };
  } catch (error) {
    throw new Error(`${spec.name} (${spec.package}): ${error.message}\n${stderr.slice(-2000)}`, { cause: error });
  } finally {
    await client.close().catch(() => {});
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), "retrieval-scratch-"));
writeFileSync(path.join(scratch, "gdrive-credentials.json"), "{}");
const ownInstall = !options["servers-dir"];
const serversDir = options["servers-dir"] ? path.resolve(options["servers-dir"]) : mkdtempSync(path.join(tmpdir(), "retrieval-servers-"));
const redis = await startRedisStub();
try {
  if (ownInstall) installServers(serversDir);
  const servers = {};
  for (const spec of SERVERS) {
    servers[spec.name] = await listTools(spec, { serversDir, scratch, redisUrl: redis.url });
    console.error(`${spec.name}: ${servers[spec.name].tools.length} tools (${spec.package}@${servers[spec.name].version})`);
  }
  const text = JSON.stringify({ servers }, null, 2);
  // Scratch paths in a description would make the snapshot differ on every run.
  if (text.includes(scratch)) throw new Error(`a tool description mentions the scratch folder ${scratch}`);
  mkdirSync(path.dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${text}\n`);
  const total = Object.values(servers).reduce((sum, s) => sum + s.tools.length, 0);
  console.error(`wrote ${total} tools of ${SERVERS.length} servers to ${path.relative(process.cwd(), options.out)}`);
} finally {
  redis.close();
  rmSync(scratch, { recursive: true, force: true });
  if (ownInstall) rmSync(serversDir, { recursive: true, force: true });
}
