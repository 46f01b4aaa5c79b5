/**
 * The package as a user imports it: `import { evaluate, defineConfig } from "mcpvals"`
 * resolves through package.json "exports" to the built lib/ (and its types).
 */
import { execa } from "execa";
import { access } from "node:fs/promises";
import { join } from "node:path";
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
