/**
 * The package as a user imports it: `import { evaluate, defineConfig } from "mcpvals"`
 * and the sub-path entries `mcpvals/agent`, `mcpvals/mcp` and `mcpvals/result`
 * resolve through package.json "exports" to the built lib/ (and its types).
 * Each entry is documented on its own page, and a test keeps page and entry in step.
 */
import { execa } from "execa";
import { access, readFile, readdir } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

/** Each public entry: its package specifier, source file, built file and the docs section listing it. */
const ENTRIES = [
  { specifier: "mcpvals", source: "src/index.ts", built: "index", page: "docs/library.md", heading: "## API of `mcpvals`" },
  {
    specifier: "mcpvals/agent",
    source: "src/entry/agent.ts",
    built: "entry/agent",
    page: "docs/agent.md",
    heading: "## API of `mcpvals/agent`",
  },
  { specifier: "mcpvals/mcp", source: "src/entry/mcp.ts", built: "entry/mcp", page: "docs/mcp.md", heading: "## API of `mcpvals/mcp`" },
  {
    specifier: "mcpvals/result",
    source: "src/entry/result.ts",
    built: "entry/result",
    page: "docs/library.md",
    heading: "## API of `mcpvals/result`",
  },
] as const;
type Entry = (typeof ENTRIES)[number];

/** The budget for the main entry: the one page a user reads first. */
const MAX_MAIN_VALUES = 40;

test("the package entry exports the library API and evaluate() runs a config", async () => {
  const script = `
    import { evaluate, defineConfig, EvalResultSchema, ConfigError, VERSION } from "mcpvals";
    const config = defineConfig({
      server: { command: "mcp-server-everything" },
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "from the package" }, expectedResult: "from the package" }] }],
    });
    const result = await evaluate(config, { env: {} });
    EvalResultSchema.parse(result);
    console.log(JSON.stringify({ passed: result.passed, version: VERSION, configError: typeof ConfigError.isInstance }));
  `;
  const run = await execa(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT, reject: false, timeout: 25_000 });
  expect(run.stderr).toBe("");
  expect(JSON.parse(String(run.stdout))).toEqual({ passed: true, version: expect.any(String), configError: "function" });
});

test("types and the config JSON Schema ship where package.json says, for every entry", async () => {
  const pkg = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8")) as {
    exports: Record<string, { types: string; import: string } | string>;
  };
  for (const entry of ENTRIES) {
    const key = entry.specifier === "mcpvals" ? "." : `./${entry.specifier.slice("mcpvals/".length)}`;
    expect({ key, target: pkg.exports[key] }).toEqual({
      key,
      target: { types: `./lib/${entry.built}.d.ts`, import: `./lib/${entry.built}.js` },
    });
    await access(join(REPO_ROOT, "lib", `${entry.built}.d.ts`));
  }
  const run = await execa(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'import("mcpvals/config-schema.json", { with: { type: "json" } }).then((m) => console.log(Object.keys(m.default.properties).includes("workflows")))',
    ],
    {
      cwd: REPO_ROOT,
      reject: false,
    },
  );
  expect(String(run.stdout).trim()).toBe("true");
});

/** The names a docs section lists: backticked names on its "- " lines, minus bold group titles and result file lists. */
async function documented(entry: Entry): Promise<{ names: string[]; resultFiles: string[] }> {
  const page = await readFile(join(REPO_ROOT, entry.page), "utf8");
  const start = page.indexOf(`\n${entry.heading}\n`);
  if (start === -1) throw new Error(`${entry.page} has no "${entry.heading}" section`);
  const end = page.indexOf("\n## ", start + 1);
  const lines = page
    .slice(start, end === -1 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.replace(/\*\*[^*]*\*\*/, ""));
  const ticks = (line: string) => [...line.matchAll(/`([A-Za-z_$][\w$-]*)`/g)].map((m) => m[1]!);
  // A line naming `src/result/` lists result files (by file name), not exports.
  const isFileList = (line: string) => line.includes("`src/result/`");
  return {
    names: lines
      .filter((l) => !isFileList(l))
      .flatMap(ticks)
      .sort(),
    resultFiles: lines.filter(isFileList).flatMap(ticks).sort(),
  };
}

/** The named exports of an entry's source, and the result files it re-exports whole. */
async function exportsOf(
  entry: Entry,
): Promise<{ named: Array<{ name: string; isType: boolean }>; resultFiles: Array<{ file: string; isType: boolean }> }> {
  const source = await readFile(join(REPO_ROOT, entry.source), "utf8");
  const named = [...source.matchAll(/^export (type )?\{([^}]*)\}/gm)].flatMap((m) =>
    m[2]!
      .split(",")
      .map((part) => ({ name: part.replace(/^\s*type\s+/, "").trim(), isType: m[1] !== undefined || /^\s*type\s/.test(part) }))
      // A list Prettier broke over lines ends with a comma: nothing after it is a name.
      .filter((e) => e.name !== ""),
  );
  const resultFiles = [...source.matchAll(/^export (type )?\* from "(?:\.\.?\/)+result\/([\w-]+)\.js";/gm)].map((m) => ({
    file: m[2]!,
    isType: m[1] !== undefined,
  }));
  return { named, resultFiles };
}

/** Object.keys of built modules (lib/), read in a plain Node process. */
async function runtimeKeys(files: string[]): Promise<string[][]> {
  const script = `
    const keys = async (file) => Object.keys(await import(new URL(file, ${JSON.stringify(pathToFileURL(join(REPO_ROOT, "lib") + "/").href)})));
    console.log(JSON.stringify(await Promise.all(${JSON.stringify(files)}.map(keys))));
  `;
  const run = await execa(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT, reject: false });
  expect(run.stderr).toBe("");
  return JSON.parse(String(run.stdout)) as string[][];
}

test.each(ENTRIES.map((entry) => [entry.specifier, entry] as const))(
  "%s: its docs page lists exactly what the entry exports, and the built entry has those values",
  async (_, entry) => {
    const docs = await documented(entry);
    const source = await exportsOf(entry);
    expect(docs.names).toEqual(source.named.map((e) => e.name).sort());
    expect(docs.resultFiles).toEqual(source.resultFiles.map((r) => r.file).sort());

    const valueFiles = source.resultFiles.filter((r) => !r.isType).map((r) => `result/${r.file}.js`);
    const [entryKeys, ...resultKeys] = await runtimeKeys([`${entry.built}.js`, ...valueFiles]);
    const expected = new Set([...source.named.filter((e) => !e.isType).map((e) => e.name), ...resultKeys.flat()]);
    expect(entryKeys!.sort()).toEqual([...expected].sort());
  },
);

test(`the main entry has at most ${MAX_MAIN_VALUES} runtime values; the result schemas stay reachable from mcpvals/result`, async () => {
  const [main, result] = await runtimeKeys(["index.js", "entry/result.js"]);
  expect(main!.length).toBeLessThanOrEqual(MAX_MAIN_VALUES);
  expect(result).toEqual(
    expect.arrayContaining(["EvalResultSchema", "WorkflowResultSchema", "ToolCallRecordSchema", "RESULT_SCHEMA_VERSION"]),
  );
  // Through the package name, as a user imports them.
  const script = `
    const agent = await import("mcpvals/agent"), mcp = await import("mcpvals/mcp"), result = await import("mcpvals/result");
    console.log([typeof agent.Agent, typeof mcp.connectServer, typeof result.WorkflowResultSchema.parse].join(" "));
  `;
  const run = await execa(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT, reject: false });
  expect({ stdout: String(run.stdout).trim(), stderr: run.stderr }).toEqual({ stdout: "function function function", stderr: "" });
});

test("the declarations package.json leaves out are none that a public entry's declarations reach", async () => {
  const pkg = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8")) as { files: string[] };
  // "!lib/<dir>/**/*.d.ts": whole folders whose types no public type refers to (install size).
  const excluded = pkg.files.filter((f) => f.startsWith("!lib/") && f.endsWith("/**/*.d.ts")).map((f) => f.slice(1, -"**/*.d.ts".length));
  expect(excluded.length).toBeGreaterThan(0);
  const reached = new Set<string>();
  const pending = ENTRIES.map((entry) => join(REPO_ROOT, "lib", `${entry.built}.d.ts`));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const text = await readFile(file, "utf8");
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)\.js"/g)) pending.push(join(dirname(file), `${m[1]}.d.ts`));
  }
  const shipped = [...reached].map((file) => relative(REPO_ROOT, file));
  // "!lib/….d.ts": the single files scripts/private-types.mjs leaves out.
  const oneByOne = pkg.files
    .filter((f) => f.startsWith("!lib/") && f.endsWith(".d.ts") && !f.endsWith("/**/*.d.ts"))
    .map((f) => f.slice(1));
  expect(oneByOne.length).toBeGreaterThan(0);
  expect(shipped.filter((file) => excluded.some((dir) => file.startsWith(dir)) || oneByOne.includes(file))).toEqual([]);
  // Every entry was walked, and every file reached exists (a declaration the walk could not find would make it prove nothing).
  for (const entry of ENTRIES) expect(shipped).toContain(`lib/${entry.built}.d.ts`);
  await Promise.all(shipped.map((file) => access(join(REPO_ROOT, file))));
  // Sanity: the walk follows imports (the public API's types span several folders).
  expect(new Set(shipped.map((file) => dirname(file))).size).toBeGreaterThan(5);
  // And each excluded folder exists in lib/, so a rename cannot leave a pattern that excludes nothing.
  for (const dir of excluded) expect((await readdir(join(REPO_ROOT, dir))).length).toBeGreaterThan(0);
});

test("package.json leaves out every declaration no public type reaches (else: node scripts/private-types.mjs --write)", async () => {
  const { filesWithPrivateTypes } = (await import(join(REPO_ROOT, "scripts", "private-types.mjs"))) as {
    filesWithPrivateTypes: (root: string) => { pkg: { files: string[] }; files: string[] };
  };
  const { pkg, files } = filesWithPrivateTypes(REPO_ROOT);
  expect(pkg.files).toEqual(files);
});
