// Measures what mcpvals adds around a server: connect (spawn + handshake +
// tools/list), the cost of one recorded tool call (schema checks included),
// and a whole scripted run of the bundled example. Run: npm run bench
import { connectServer } from "../lib/mcp/transport/connect-server.js";
import { callTool } from "../lib/mcp/requests/call-tool.js";
import { SchemaValidator } from "../lib/mcp/requests/schema-validator.js";
import { evaluate } from "../lib/eval/evaluate.js";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const spec = { transport: "stdio", command: "mcp-server-everything", args: [], env: {}, cwd: root };

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return `n=${sorted.length} p50=${at(0.5).toFixed(2)}ms p95=${at(0.95).toFixed(2)}ms max=${sorted.at(-1).toFixed(2)}ms`;
}

const connects = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  const connection = await connectServer({ name: "bench", spec, timeoutMs: 30_000 });
  connects.push(performance.now() - t0);
  await connection.close();
}
console.log(`connect (spawn + initialize + tools/list), server-everything: ${stats(connects)}`);

const connection = await connectServer({ name: "bench", spec, timeoutMs: 30_000 });
const validator = new SchemaValidator();
for (const [tool, args] of [
  ["echo", { message: "hello" }],
  ["get-structured-content", { location: "Chicago" }],
]) {
  const raw = [];
  const recorded = [];
  for (let i = 0; i < 500; i++) {
    let t0 = performance.now();
    await connection.client.callTool({ name: tool, arguments: args });
    raw.push(performance.now() - t0);
    t0 = performance.now();
    await callTool({ connection, validator, tool, args, timeoutMs: 10_000 });
    recorded.push(performance.now() - t0);
  }
  console.log(`${tool}: SDK callTool ${stats(raw)}`);
  console.log(`${tool}: mcpvals callTool (recorded, validated) ${stats(recorded)}`);
}
await connection.close();

const runs = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const result = await evaluate("examples/everything/mcpvals.config.yaml", { cwd: root, env: {} });
  runs.push(performance.now() - t0);
  if (!result.passed) throw new Error("the example did not pass");
}
console.log(`scripted example (2 workflows, 4 tool tests, 3 server processes): ${stats(runs)}`);
