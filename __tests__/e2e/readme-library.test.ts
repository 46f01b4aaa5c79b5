/**
 * The docs' library examples, run as they are written: every ```ts block of
 * docs/library.md, docs/agent.md and docs/mcp.md (and the TypeScript config of
 * docs/configuration.md's "### TypeScript configs", loaded as a config) is
 * taken out of the page, the `mcpvals` entries (`mcpvals`, `mcpvals/agent`,
 * `mcpvals/mcp`, `mcpvals/result`) pointed at this build (lib/), transpiled
 * (types only: nothing else changes) and run with plain Node in a folder
 * holding a mcpvals.config.yaml. The servers are real (server-everything on
 * PATH, as a user would have it after `npm i -D`); the model is a loopback
 * endpoint of OpenAI's wire format, reached through OPENAI_BASE_URL. A block
 * added to a page without a check here fails the count, so the examples
 * cannot drift from the code.
 */
import { readFile } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";
import { execa } from "execa";
import ts from "typescript";
import { startFakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

/** Each package entry a docs example may import, and the built file it resolves to. */
const ENTRIES: Record<string, string> = {
  mcpvals: "index.js",
  "mcpvals/agent": "entry/agent.js",
  "mcpvals/mcp": "entry/mcp.js",
  "mcpvals/result": "entry/result.js",
};

/** A docs page (path under docs/), whole or from the heading `from` up to the heading `until`. */
async function docsText(page: string, from?: string, until?: string): Promise<string> {
  const text = await readFile(join(REPO_ROOT, "docs", page), "utf8");
  if (from === undefined || until === undefined) return text;
  const start = text.indexOf(`\n${from}\n`);
  const end = text.indexOf(`\n${until}\n`, start);
  if (start === -1 || end === -1) throw new Error(`docs/${page} has no "${from}" section followed by "${until}"`);
  return text.slice(start, end);
}

function tsBlocks(section: string): string[] {
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** The block as a runnable ES module: types stripped, the package's entries pointed at this build. */
function runnable(block: string): string {
  const js = ts.transpileModule(block, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, verbatimModuleSyntax: false },
  }).outputText;
  const resolved = js.replaceAll(/from "(mcpvals(?:\/[\w-]+)?)"/g, (_whole, specifier: string) => {
    const built = ENTRIES[specifier];
    if (built === undefined) throw new Error(`A docs example imports ${specifier}, which package.json does not export`);
    return `from ${JSON.stringify(pathToFileURL(join(REPO_ROOT, "lib", built)).href)}`;
  });
  expect(resolved).not.toMatch(/from "mcpvals/);
  return resolved;
}

const CWD_CONFIG = `server:
  command: mcp-server-everything
model: scripted
workflows:
  - name: sum works
    steps:
      - user: add 2 and 3
        expectTools: [{ name: get-sum, args: { a: 2, b: 3 } }]
toolHealthSuites:
  - name: basics
    tests:
      - { name: echo, tool: echo, args: { message: hi }, expectedResult: hi }
`;

const openAiRules: FakeLlmRule[] = [
  { match: "Echo hello", toolCalls: [{ name: "echo", args: { message: "hello" } }], final: "{{lastToolResult}}" },
  { match: "Echo the word tea", toolCalls: [{ name: "echo", args: { message: "tea" } }], final: "Echoed it." },
  { match: "Which word did you echo", final: "I echoed tea." },
  { match: "Add 2 and 3", toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "The sum is 5." },
  { match: "Echo hi", toolCalls: [{ name: "echo", args: { message: "hi" } }], final: "hi" },
  { match: "Add 1 and 2", toolCalls: [{ name: "get-sum", args: { a: 1, b: 2 } }], final: "3" },
];

test("the docs' library, Agent API and connection examples run as written against real servers", async () => {
  const library = tsBlocks(await docsText("library.md"));
  const agent = tsBlocks(await docsText("agent.md"));
  const mcp = tsBlocks(await docsText("mcp.md"));
  // One check per block below, in page order.
  expect([library.length, agent.length, mcp.length]).toEqual([1, 6, 1]);
  const [tsConfig, ...others] = tsBlocks(await docsText("configuration.md", "### TypeScript configs", "## Providers"));
  expect(others).toEqual([]);

  await using openai = await startFakeLlm({ rules: openAiRules });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.yaml", CWD_CONFIG);
  const env = {
    PATH: [join(REPO_ROOT, "node_modules", ".bin"), process.env.PATH ?? ""].join(delimiter),
    HOME: dir.path,
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: openai.url,
  };
  let files = 0;
  const run = async (block: string) => {
    const index = files++;
    const file = await dir.write(`block-${index}.mjs`, runnable(block));
    const result = await execa(process.execPath, [file], { cwd: dir.path, env, extendEnv: false, reject: false, timeout: 90_000 });
    expect({ block: index, exitCode: result.exitCode, stderr: String(result.stderr) }).toEqual({ block: index, exitCode: 0, stderr: "" });
    return String(result.stdout).split("\n");
  };
  const requestsDuring = async (block: string) => {
    const before = openai.requests.length;
    const lines = await run(block);
    return { lines, requests: openai.requests.slice(before) };
  };

  // Library: a file, a defineConfig object, searchServers over the object and over a loaded config.
  const lines = await run(library[0]!);
  expect(lines[0]).toBe("1 true");
  expect(lines[1]).toBe("1 true");
  expect(lines[2]).toMatch(/^\[ 'get-sum 0\.\d\d' \]$/);
  expect(lines[3]).toBe("echo");

  // Agent, high level: the tool ran on the real server, then the model answered.
  const high = await requestsDuring(agent[0]!);
  expect(high.lines.join("\n")).toMatch(/^true The sum is 5\. \[ 'get-sum' \] \{/);
  expect(high.requests.map((r) => r.kind)).toEqual(["rule", "rule"]);

  // Mid level: a subclass compiles and loads (its client is the reader's own).
  expect(await run(agent[1]!)).toEqual([""]);

  // Low level: the step loop over chat completions, echo called once, then the answer.
  const low = await requestsDuring(agent[2]!);
  expect(low.requests.map((r) => r.kind)).toEqual(["rule", "rule"]);
  expect(JSON.stringify(low.requests[1]!.body?.messages)).toContain("Echo: hello");

  // Scenario: both turns pass.
  expect((await run(agent[3]!))[0]).toBe("true [ [], [] ]");

  // RunContext with observers: one line per tool call, both on the shared server.
  const observed = await run(agent[4]!);
  expect(observed[0]).toMatch(/^everything\/echo ok \d+ ms$/);
  expect(observed[1]).toMatch(/^everything\/get-sum ok \d+ ms$/);

  // TraceStore over a config run (the scripted driver of the folder's config).
  expect((await run(agent[5]!))[0]).toBe("sum works [ 'get-sum' ]");

  // Connections: one server by connectServer, then through a ConnectionManager.
  expect(await run(mcp[0]!)).toEqual(["true true", '[{"type":"text","text":"Echo: hi"}]', "true [ 'connected' ]"]);

  // The TypeScript config (a file, not a script): it loads.
  await dir.write("mcpvals.config.ts", tsConfig!);
  const listed = await runMcpvals(["list", "-c", "mcpvals.config.ts", "--json"], { cwd: dir.path });
  expect({ exitCode: listed.exitCode, stderr: listed.stderr }).toEqual({ exitCode: 0, stderr: "" });
  expect(JSON.parse(listed.stdout)).toMatchObject({ workflows: [{ name: "echo" }] });
}, 240_000);
