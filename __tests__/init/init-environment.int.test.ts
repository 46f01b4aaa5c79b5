/**
 * `init` and the server's environment: a tool whose answer would carry the
 * environment or secrets never becomes a test (server-everything's get-env
 * by its name; another by an answer that quotes a value the server was
 * given); `init -c` keeps the server's env with its `${VAR}` references, never
 * the secret they stand for; and a server with no read-only tool still gets
 * a config that loads.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { loadConfig } from "../../src/config/load-config.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const TEXT_SERVER = fileURLToPath(new URL("../fixtures/servers/text-server.mjs", import.meta.url));
const LONG = { timeoutMs: 100_000 };

interface WrittenConfig {
  server: { env?: Record<string, string> };
  toolHealthSuites: Array<{ tests: Array<{ tool?: string }> }>;
  workflows: Array<{ steps: Array<{ expectTools: Array<{ name: string }> }> }>;
}

/** Every tool the written config calls, in tests and in workflows. */
function calledTools(config: WrittenConfig): string[] {
  return [
    ...config.toolHealthSuites.flatMap((s) => s.tests.flatMap((t) => (t.tool ? [t.tool] : []))),
    ...config.workflows.flatMap((w) => w.steps.flatMap((s) => s.expectTools.map((e) => e.name))),
  ];
}

test("init against server-everything leaves get-env out, with a comment saying why", async () => {
  await using dir = await tempDir();
  const init = await runMcpvals(["init", "--", process.execPath, EVERYTHING, "stdio"], { cwd: dir.path, ...LONG });
  expect([init.exitCode, init.stderr]).toEqual([0, ""]);
  const text = await readFile(join(dir.path, "mcpvals.config.yaml"), "utf8");
  const called = calledTools(parse(text) as WrittenConfig);
  expect(called).toContain("get-sum");
  expect(called).not.toContain("get-env");
  expect(text).toContain(
    `# not a test: its name mentions "env"; a test of it would store the server's environment or secrets in every report\n      # - name: "get-env answers"`,
  );
});

test("init -c keeps the server's env as written, references included, and leaves out a tool whose answer quoted it", async () => {
  await using dir = await tempDir();
  const secret = "postgres://app:hunter2-long@db.internal/app";
  const spec = await dir.write("spec.json", {
    serverInfo: { name: "notes", version: "1.0.0" },
    tools: [
      { name: "describe_connection", description: "Describes the database connection.", readOnly: true, output: `connected to ${secret}` },
      { name: "list_notes", description: "Lists the notes.", readOnly: true, output: "[]" },
    ],
  });
  await writeFile(
    join(dir.path, "source.yaml"),
    [
      "server:",
      `  command: ${JSON.stringify(process.execPath)}`,
      `  args: [${JSON.stringify(TEXT_SERVER)}, ${JSON.stringify(spec)}]`,
      "  env:",
      "    DATABASE_URL: ${DATABASE_URL}",
      "    MODE: debug",
      "",
    ].join("\n"),
  );
  const init = await runMcpvals(["init", "-c", "source.yaml", "--out", "written.yaml"], {
    cwd: dir.path,
    env: { DATABASE_URL: secret },
    ...LONG,
  });
  expect([init.exitCode, init.stderr]).toEqual([0, ""]);
  const text = await readFile(join(dir.path, "written.yaml"), "utf8");
  expect(text).not.toContain("hunter2");
  const written = parse(text) as WrittenConfig;
  expect(written.server.env).toEqual({ DATABASE_URL: "${DATABASE_URL}", MODE: "debug" });
  expect(calledTools(written)).toEqual(["list_notes", "list_notes"]);
  expect(text).toContain("# not a test: its answer quoted a value of the server's environment;");
  // The written config starts the server as the source did: the variable reaches it again.
  const config = await loadConfig({ path: join(dir.path, "written.yaml"), env: { DATABASE_URL: secret } });
  expect(config.servers.default).toMatchObject({ env: { DATABASE_URL: secret, MODE: "debug" } });
});

test("init against a server with no read-only tool writes a config that loads, and says nothing in it runs yet", async () => {
  await using dir = await tempDir();
  const spec = await dir.write("spec.json", {
    serverInfo: { name: "writer", version: "1.0.0" },
    tools: [{ name: "write_note", description: "Writes a note." }],
  });
  const init = await runMcpvals(["init", "--", process.execPath, TEXT_SERVER, spec], { cwd: dir.path, ...LONG });
  expect([init.exitCode, init.stderr]).toEqual([0, ""]);
  expect(init.stdout).toContain("0 live tests, 1 commented out");
  expect(init.stdout).toContain("Nothing in it runs yet: init calls only tools annotated readOnlyHint.");
  const file = join(dir.path, "mcpvals.config.yaml");
  await expect(loadConfig({ path: file, requireWork: false })).resolves.toMatchObject({ workflows: [], toolHealthSuites: [] });
  expect(await readFile(file, "utf8")).toContain('  # - name: "write_note answers"');
});
