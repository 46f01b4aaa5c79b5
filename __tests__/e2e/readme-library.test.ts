/**
 * The README's library examples, run as they are written (issue 18): every
 * ```ts block from "## Library" up to "## GitHub Action" (and the TypeScript
 * config of "### TypeScript configs", loaded as a config) is taken out of the
 * README, `from "mcpvals"` pointed at this build (lib/), transpiled (types
 * only: nothing else changes) and run with plain Node in a folder holding a
 * mcpvals.config.yaml. The servers are real (server-everything on PATH, as a
 * user would have it after `npm i -D`); the models are loopback endpoints of
 * each provider's wire format, reached through the providers' documented
 * *_BASE_URL variables. A block added to the README without a check here
 * fails the count, so the examples cannot drift from the code.
 */
import { readFile } from "node:fs/promises";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";
import { execa } from "execa";
import ts from "typescript";
import { startFakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { startFakeProvider } from "../fixtures/fake-llm/fake-provider-server.js";
import { REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const LIB = pathToFileURL(join(REPO_ROOT, "lib", "index.js")).href;

/** The README text from the heading `from` up to the heading `until`. */
async function readmeSection(from: string, until: string): Promise<string> {
  const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  const start = readme.indexOf(`\n${from}\n`);
  const end = readme.indexOf(`\n${until}\n`, start);
  if (start === -1 || end === -1) throw new Error(`README has no "${from}" section followed by "${until}"`);
  return readme.slice(start, end);
}

function tsBlocks(section: string): string[] {
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** The block as a runnable ES module: types stripped, the package name pointed at this build. */
function runnable(block: string): string {
  const js = ts.transpileModule(block, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, verbatimModuleSyntax: false } }).outputText;
  return js.replaceAll('from "mcpvals"', `from ${JSON.stringify(LIB)}`);
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
];
const anthropicRules: FakeLlmRule[] = [{ match: "Add 2 and 3", toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "The sum is 5." }];
const xaiRules: FakeLlmRule[] = [
  { match: "Echo hi", toolCalls: [{ name: "echo", args: { message: "hi" } }], final: "hi" },
  { match: "Add 1 and 2", toolCalls: [{ name: "get-sum", args: { a: 1, b: 2 } }], final: "3" },
];

test("the README's library examples run as written against real servers", async () => {
  const blocks = tsBlocks(await readmeSection("## Library", "## GitHub Action"));
  // One check per block below, in README order.
  expect(blocks).toHaveLength(7);
  const [tsConfig, ...others] = tsBlocks(await readmeSection("### TypeScript configs", "## Providers"));
  expect(others).toEqual([]);

  await using openai = await startFakeLlm({ rules: openAiRules });
  await using anthropic = await startFakeProvider({ format: "anthropic", rules: anthropicRules });
  await using xai = await startFakeProvider({ format: "xai", rules: xaiRules });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.yaml", CWD_CONFIG);
  const env = {
    PATH: [join(REPO_ROOT, "node_modules", ".bin"), process.env.PATH ?? ""].join(delimiter),
    HOME: dir.path,
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: openai.url,
    ANTHROPIC_API_KEY: "sk-ant-test",
    ANTHROPIC_BASE_URL: anthropic.url,
    XAI_API_KEY: "xai-test",
    XAI_BASE_URL: xai.url,
  };
  const run = async (index: number) => {
    const file = await dir.write(`block-${index}.mjs`, runnable(blocks[index]!));
    const result = await execa(process.execPath, [file], { cwd: dir.path, env, extendEnv: false, reject: false, timeout: 90_000 });
    expect({ block: index, exitCode: result.exitCode, stderr: String(result.stderr) }).toEqual({ block: index, exitCode: 0, stderr: "" });
    return String(result.stdout).split("\n");
  };

  // Library: a file, a defineConfig object, searchServers over the object and over a loaded config.
  const library = await run(0);
  expect(library[0]).toBe("1 true");
  expect(library[1]).toBe("1 true");
  expect(library[2]).toMatch(/^\[ 'get-sum 0\.\d\d' \]$/);
  expect(library[3]).toBe("echo");

  // Agent, high level (Anthropic's wire format): the tool ran on the real server.
  const high = (await run(1)).join("\n");
  expect(high).toMatch(/^true The sum is 5\. \[ 'get-sum' \] \{/);
  expect(anthropic.requests.filter((r) => r.kind === "rule")).toHaveLength(2);

  // Mid level: a subclass compiles and loads (its client is the reader's own).
  expect(await run(2)).toEqual([""]);

  // Low level: the step loop over chat completions, echo called once, then the answer.
  const before = openai.requests.length;
  await run(3);
  const lowLevel = openai.requests.slice(before);
  expect(lowLevel.map((r) => r.kind)).toEqual(["rule", "rule"]);
  expect(JSON.stringify(lowLevel[1]!.body?.messages)).toContain("Echo: hello");

  // Scenario: both turns pass.
  expect((await run(4))[0]).toBe("true [ [], [] ]");

  // RunContext with observers (xAI's wire format): one line per tool call, both on the shared server.
  const observed = await run(5);
  expect(observed[0]).toMatch(/^everything\/echo ok \d+ ms$/);
  expect(observed[1]).toMatch(/^everything\/get-sum ok \d+ ms$/);

  // TraceStore over a config run (the scripted driver of the folder's config).
  expect((await run(6))[0]).toBe("[ 'get-sum' ]");

  // The TypeScript config (a file, not a script): it loads.
  await dir.write("mcpvals.config.ts", tsConfig!);
  const listed = await runMcpvals(["list", "-c", "mcpvals.config.ts", "--json"], { cwd: dir.path });
  expect({ exitCode: listed.exitCode, stderr: listed.stderr }).toEqual({ exitCode: 0, stderr: "" });
  expect(JSON.parse(listed.stdout)).toMatchObject({ workflows: [{ name: "echo" }] });
});
