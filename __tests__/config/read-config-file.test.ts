import path from "node:path";
import { ConfigError } from "../../src/errors.js";
import { readConfigFile } from "../../src/config/read-config-file.js";
import { useTempDir } from "../helpers/temp-dir.js";

const expected = { server: { command: "node", args: ["server.js"] }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] };

async function readError(file: string): Promise<ConfigError> {
  try {
    await readConfigFile(file);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected readConfigFile(${file}) to fail`);
}

describe("readConfigFile", () => {
  const temp = useTempDir();

  it("reads YAML", async () => {
    const file = await temp.write(
      "mcpvals.config.yaml",
      "server:\n  command: node\n  args: [server.js]\nworkflows:\n  - name: w\n    steps:\n      - user: hi\n",
    );
    expect(await readConfigFile(file)).toEqual(expected);
  });

  it("reads JSON, tolerating a byte order mark", async () => {
    const file = await temp.write("mcpvals.config.json", `\uFEFF${JSON.stringify(expected)}`);
    expect(await readConfigFile(file)).toEqual(expected);
  });

  it('reads TypeScript that imports defineConfig from "mcpvals"', async () => {
    const file = await temp.write(
      "mcpvals.config.ts",
      [
        'import { defineConfig } from "mcpvals";',
        'const args: string[] = ["server.js"];',
        'export default defineConfig({ server: { command: "node", args }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] });',
      ].join("\n"),
    );
    expect(await readConfigFile(file)).toEqual(expected);
  });

  it("reads an ES module, calling an async default export", async () => {
    const file = await temp.write("mcpvals.config.mjs", `export default async () => (${JSON.stringify(expected)});`);
    expect(await readConfigFile(file)).toEqual(expected);
  });

  it("prefers the default export over named exports", async () => {
    const file = await temp.write("mcpvals.config.mts", `export const other = 1;\nexport default ${JSON.stringify(expected)};`);
    expect(await readConfigFile(file)).toEqual(expected);
  });

  it("uses named exports when there is no default export", async () => {
    const file = await temp.write("mcpvals.config.js", `export const server = { command: "node" };\nexport const workflows = [];`);
    expect(await readConfigFile(file)).toEqual({ server: { command: "node" }, workflows: [] });
  });

  it("reads a CommonJS module", async () => {
    const file = await temp.write("mcpvals.config.cjs", `module.exports = ${JSON.stringify(expected)};`);
    expect(await readConfigFile(file)).toEqual(expected);
  });

  it("re-evaluates a module that changed since the last load", async () => {
    const file = await temp.write("mcpvals.config.ts", "export default { version: 1 };");
    expect(await readConfigFile(file)).toEqual({ version: 1 });
    await temp.write("mcpvals.config.ts", "export default { version: 2 };");
    expect(await readConfigFile(file)).toEqual({ version: 2 });
  });

  it("names the file, line and column of a JSON syntax error", async () => {
    const file = await temp.write("mcpvals.config.json", '{\n  "server": {},\n  workflows: []\n}');
    const error = await readError(file);
    expect(error.code).toBe("CONFIG_INVALID");
    expect(error.message).toContain(`Invalid JSON in ${file}:3:3`);
    expect(error.message).not.toContain("at position");
  });

  it("points at the end of a truncated JSON file", async () => {
    const file = await temp.write("mcpvals.config.json", '{\n  "server": {');
    expect((await readError(file)).message).toContain(`${file}:2:14`);
  });

  it("names the file and line of a YAML syntax error", async () => {
    const file = await temp.write("mcpvals.config.yaml", "server:\n  command: node\n  args: [a, b\nworkflows: []\n");
    const error = await readError(file);
    expect(error.message).toMatch(new RegExp(`^Invalid YAML in ${escape(file)}:\\d+:\\d+: `));
    expect(error.message).toMatch(/at line \d+, column \d+/);
    expect(error.file).toBe(file);
  });

  it("reports duplicate YAML keys with their line", async () => {
    const file = await temp.write("mcpvals.config.yml", "server:\n  command: node\nserver:\n  command: python\n");
    expect((await readError(file)).message).toContain(`${file}:3:1`);
  });

  it("rejects an empty file", async () => {
    const file = await temp.write("mcpvals.config.yaml", "# nothing yet\n");
    expect((await readError(file)).message).toContain(`Config file ${file} is empty`);
  });

  it("wraps an error thrown by a config module", async () => {
    const file = await temp.write("mcpvals.config.ts", 'throw new Error("boom from config");\nexport default {};');
    const error = await readError(file);
    expect(error.message).toBe(`Could not load config file ${file}: boom from config`);
  });

  it("names the file and position of a syntax error in a TypeScript config", async () => {
    const file = await temp.write("mcpvals.config.ts", "export default {\n  server: { command: 'node' ,\n};\n");
    const error = await readError(file);
    expect(error.message).toContain(`Could not load config file ${file}:`);
    expect(error.message).toContain(`${file}:3:1`);
  });

  it("supports YAML merge keys", async () => {
    const file = await temp.write("mcpvals.config.yaml", "x-step: &step\n  expectTools: [echo]\nsteps:\n  - <<: *step\n    user: hi\n");
    expect(await readConfigFile(file)).toEqual({ "x-step": { expectTools: ["echo"] }, steps: [{ expectTools: ["echo"], user: "hi" }] });
  });

  it("rejects an unknown extension, naming the supported ones", async () => {
    const file = await temp.write("mcpvals.config.toml", "server = 1");
    const error = await readError(file);
    expect(error.message).toContain('Unsupported config file type ".toml"');
    expect(error.message).toContain(".json, .yaml, .yml, .ts, .mts, .cts, .js, .mjs, .cjs");
  });

  it("reports a missing file with code CONFIG_NOT_FOUND", async () => {
    const file = path.join(temp.dir(), "missing.yaml");
    const error = await readError(file);
    expect(error.code).toBe("CONFIG_NOT_FOUND");
    expect(error.message).toBe(`Config file not found: ${file}`);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
