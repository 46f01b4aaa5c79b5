/**
 * The package as a user imports it: `import { evaluate, defineConfig } from "mcpvals"`
 * resolves through package.json "exports" to the built lib/ (and its types).
 */
import { execa } from "execa";
import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

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

test("types and the config JSON Schema ship where package.json says", async () => {
  await access(join(REPO_ROOT, "lib", "index.d.ts"));
  const run = await execa(process.execPath, ["--input-type=module", "-e", 'import("mcpvals/config-schema.json", { with: { type: "json" } }).then((m) => console.log(Object.keys(m.default.properties).includes("workflows")))'], {
    cwd: REPO_ROOT,
    reject: false,
  });
  expect(String(run.stdout).trim()).toBe("true");
});

test("README's Library API lists exactly what src/index.ts exports, and lib/index.js has those values", async () => {
  const names = (text: string): string[] => [...text.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((m) => m[1]!).sort();
  const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("### Library API"), readme.indexOf("## Agent API"));
  // Bold group titles are prose; the result files are listed by file name, not by export.
  const listed = section
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.replace(/\*\*[^*]*\*\*/, "").replace(/every schema and type of `src\/result\/` \([^)]*\)/, ""))
    .join("\n");
  const index = await readFile(join(REPO_ROOT, "src", "index.ts"), "utf8");
  const exported = [...index.matchAll(/^export (type )?\{([^}]*)\}/gm)].flatMap((m) => m[2]!.split(",").map((part) => ({ name: part.replace(/^\s*type\s+/, "").trim(), isType: m[1] !== undefined || /^\s*type\s/.test(part) })));
  expect(names(listed)).toEqual(exported.map((e) => e.name).sort());

  const resultFiles = [...index.matchAll(/^export \* from "\.\/(result\/[\w-]+)\.js";/gm)].map((m) => m[1]!);
  expect(section).toContain(`(${resultFiles.map((f) => `\`${f.slice("result/".length)}\``).join(", ")}.ts)`);
  // What the built modules really export, read in a plain Node process.
  const script = `
    const keys = async (file) => Object.keys(await import(new URL(file, ${JSON.stringify(pathToFileURL(join(REPO_ROOT, "lib") + "/").href)})));
    const results = await Promise.all(${JSON.stringify(resultFiles.map((f) => `${f}.js`))}.map(keys));
    console.log(JSON.stringify({ lib: await keys("index.js"), results: results.flat() }));
  `;
  const run = await execa(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO_ROOT, reject: false });
  const { lib, results } = JSON.parse(String(run.stdout)) as { lib: string[]; results: string[] };
  expect(lib.sort()).toEqual([...new Set([...exported.filter((e) => !e.isType).map((e) => e.name), ...results])].sort());
});

test("the declarations package.json leaves out are none that lib/index.d.ts reaches", async () => {
  const { readdir } = await import("node:fs/promises");
  const { dirname, relative } = await import("node:path");
  const pkg = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8")) as { files: string[] };
  // "!lib/<dir>/**/*.d.ts": whole folders whose types no public type refers to (install size, issue 16).
  const excluded = pkg.files.filter((f) => f.startsWith("!lib/") && f.endsWith("/**/*.d.ts")).map((f) => f.slice(1, -"**/*.d.ts".length));
  expect(excluded.length).toBeGreaterThan(0);
  const reached = new Set<string>();
  const pending = [join(REPO_ROOT, "lib", "index.d.ts")];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const text = await readFile(file, "utf8");
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)\.js"/g)) pending.push(join(dirname(file), `${m[1]}.d.ts`));
  }
  const shipped = [...reached].map((file) => relative(REPO_ROOT, file));
  expect(shipped.filter((file) => excluded.some((dir) => file.startsWith(dir)))).toEqual([]);
  // Every file reached exists (a declaration the walk could not find would make it prove nothing).
  await Promise.all(shipped.map((file) => access(join(REPO_ROOT, file))));
  // Sanity: the walk follows imports (the public API's types span several folders).
  expect(new Set(shipped.map((file) => dirname(file))).size).toBeGreaterThan(5);
  // And each excluded folder exists in lib/, so a rename cannot leave a pattern that excludes nothing.
  for (const dir of excluded) expect((await readdir(join(REPO_ROOT, dir))).length).toBeGreaterThan(0);
});
