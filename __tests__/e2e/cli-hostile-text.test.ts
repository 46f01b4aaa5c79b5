/**
 * What a server says reaches the terminal and a GitHub job's log only as
 * text: no escape sequences, no line breaks where one line is promised, no
 * workflow commands. Through the real CLI against a raw JSON-RPC server that
 * answers with hostile text.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const TEXT_SERVER = fileURLToPath(new URL("../fixtures/servers/text-server.mjs", import.meta.url));

/** Clear screen, window title, an OSC 8 link, CR, BS and BEL. */
const TERMINAL = "\u001b[2J\u001b]0;owned\u0007\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\rover\bwrite\u0007";
const WORKFLOW_COMMANDS = "::error file=src/index.ts,line=1::forged\n   ::add-mask::hidden\nfoo ##[error]forged too\n\t::stop-commands::x";

/** A server spec file in `dir` and the config that runs it with `extra` config fields. */
async function serverConfig(dir: TempDir, spec: object, extra: object = {}): Promise<void> {
  const file = await dir.write("spec.json", spec);
  await dir.write("mcpvals.config.json", { server: { command: process.execPath, args: [TEXT_SERVER, file] }, ...extra });
}

function expectNoWorkflowCommand(output: string): void {
  for (const line of output.split(/\r?\n/)) {
    expect(line).not.toMatch(/^\s*::/);
    expect(line).not.toContain("##[");
  }
}

test("tool output cannot issue workflow commands through the console reporter (run under Actions)", async () => {
  await using dir = await tempDir();
  await serverConfig(
    dir,
    { serverInfo: { name: "text", version: "1" }, tools: [{ name: "leak", output: WORKFLOW_COMMANDS }] },
    {
      toolHealthSuites: [{ name: "s", tests: [{ name: "leak answers", tool: "leak", expectedResult: "nope" }] }],
    },
  );
  const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path, env: { GITHUB_ACTIONS: "true" } });
  expect(run.exitCode).toBe(1);
  expect(run.stdout).toContain("forged");
  expectNoWorkflowCommand(run.stdout);
  expectNoWorkflowCommand(run.stderr);
});

test("check prints server info and tool names without control sequences or line breaks", async () => {
  await using dir = await tempDir();
  const spec = await dir.write("spec.json", {
    serverInfo: { name: `srv${TERMINAL}\ninjected line`, version: `1${TERMINAL}` },
    tools: [{ name: `bad name${TERMINAL}\n::error::x`, description: "d" }],
  });
  const run = await runMcpvals(["check", "--", process.execPath, TEXT_SERVER, spec], { cwd: dir.path });
  expect(run.stdout).toContain("srv");
  expect(run.stdout).toContain("bad name");
  expect(run.stdout + run.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  expect(run.stdout).not.toMatch(/^injected line/m);
  expectNoWorkflowCommand(run.stdout);
});

test("tools and servers named __proto__, constructor, toString, hasOwnProperty: run twice with state, tools --diff and --metrics, every report", async () => {
  await using dir = await tempDir();
  const names = ["__proto__", "constructor", "toString", "hasOwnProperty"];
  const serverNames = ["constructor", "toString", "valueOf", "hasOwnProperty"];
  const spec = await dir.write("spec.json", {
    serverInfo: { name: "proto", version: "1" },
    tools: names.map((name) => ({ name, description: `the ${name} tool`, readOnly: true })),
  });
  const server = { command: process.execPath, args: [TEXT_SERVER, spec] };
  await dir.write("mcpvals.config.json", {
    servers: Object.fromEntries(serverNames.map((name) => [name, server])),
    model: "scripted",
    workflows: [
      {
        name: "__proto__",
        servers: ["constructor"],
        steps: [{ user: "call it", expectTools: [{ name: "__proto__" }, { name: "toString" }] }],
      },
    ],
    toolHealthSuites: serverNames.map((server) => ({ name: server, server, tests: names.map((tool) => ({ name: tool, tool })) })),
  });
  const reports = ["--json", "r.json", "--markdown", "r.md", "--junit", "r.xml", "--html", "r.html"];
  for (const round of [1, 2]) {
    const run = await runMcpvals(["run", ...reports], { cwd: dir.path });
    expect([round, run.stderr, run.exitCode]).toEqual([round, "", 0]);
    expect(run.stdout).toMatch(/^PASSED {2}score 1\.00/m);
  }
  const json = JSON.parse(await readFile(join(dir.path, "r.json"), "utf8"));
  expect(json.toolHealth).toHaveLength(16);
  expect(await readFile(join(dir.path, "r.md"), "utf8")).toContain("\\_\\_proto\\_\\_");
  const diff = await runMcpvals(["tools", "--diff", "--metrics", "--json"], { cwd: dir.path });
  expect([diff.stderr, diff.exitCode]).toEqual(["", 0]);
  const listed = JSON.parse(diff.stdout);
  expect(JSON.stringify(listed)).toContain('"__proto__"');
  const text = await runMcpvals(["tools", "--diff", "--metrics"], { cwd: dir.path });
  expect([text.stderr, text.exitCode]).toEqual(["", 0]);
  expect(text.stdout).toMatch(/__proto__/);
});

test("a server named __proto__ in a config is a config error naming the field, not a server that silently is not there", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", '{"servers": {"__proto__": {"command": "node"}}, "toolHealthSuites": []}');
  const run = await runMcpvals(["tools"], { cwd: dir.path });
  expect([run.exitCode, run.stderr]).toEqual([
    2,
    expect.stringContaining('servers.__proto__: "__proto__" cannot be a name or key in a config'),
  ]);
});

test("a server's stderr quoted in a connect error reaches the terminal sanitised", async () => {
  await using dir = await tempDir();
  const script = `process.stderr.write("boom\\u001b]0;owned\\u0007\\u001b[2J\\n::error file=a.ts::forged\\n"); process.exit(3)`;
  const run = await runMcpvals(["init", "--", process.execPath, "-e", script], { cwd: dir.path });
  // A server that never came up is infrastructure (exit 3), in init as in every command.
  expect(run.exitCode).toBe(3);
  expect(run.stderr).toContain("forged");
  expect(run.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  expectNoWorkflowCommand(run.stderr);
});
