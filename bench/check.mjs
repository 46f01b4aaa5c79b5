#!/usr/bin/env node
/**
 * Wall time of `mcpvals check` (the whole CLI process, as a user runs it)
 * against server-everything over stdio and over Streamable HTTP, and of the
 * v2 fixture server in both eras. Five runs each after one warm-up; p50 and
 * max. `npm run bench:check` (builds lib/ first).
 */
import { execFile, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "bin", "mcpvals.js");
const everything = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const RUNS = 5;

async function time(args) {
  const times = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    await run(process.execPath, [bin, "check", "--no-color", ...args], { cwd: root }).catch((e) => e);
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], max: times.at(-1) };
}

async function httpServer() {
  const port = 38000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, [everything, "streamableHttp"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise((resolve) => {
    const ready = (chunk) => String(chunk).includes(String(port)) && resolve();
    child.stdout.on("data", ready);
    child.stderr.on("data", ready);
  });
  return { url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill() };
}

const rows = [];
rows.push(["server-everything, stdio", await time(["--", process.execPath, everything])]);
const http = await httpServer();
try {
  rows.push(["server-everything, Streamable HTTP", await time(["--url", http.url])]);
} finally {
  http.stop();
}
rows.push([
  "v2 fixture (both eras), stdio",
  await time(["--", process.execPath, join(root, "__tests__/fixtures/servers/v2-fixture-server.mjs")]),
]);
console.log("| server | p50 | max |\n| --- | ---: | ---: |");
for (const [name, { p50, max }] of rows) console.log(`| ${name} | ${(p50 / 1000).toFixed(2)} s | ${(max / 1000).toFixed(2)} s |`);
