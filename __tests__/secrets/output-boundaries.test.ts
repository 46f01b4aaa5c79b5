/**
 * Every output boundary named in src/secrets/output-boundaries.ts redacts:
 * it imports redact-secrets.ts and calls redactSecrets or redactError. The
 * planted-secret integration test checks the outputs themselves.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { OUTPUT_BOUNDARIES } from "../../src/secrets/output-boundaries.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

test.each(OUTPUT_BOUNDARIES.map((b) => [b.file]))("%s redacts what leaves it", (file) => {
  const text = readFileSync(join(REPO_ROOT, "src", file), "utf8");
  expect(text).toMatch(/from "(\.\.\/)+secrets\/redact-secrets\.js"/);
  expect(text).toMatch(/\bredact(Secrets|Error)\(/);
});

test("redactSecrets is called only from the listed boundaries and src/secrets/", () => {
  const listed = new Set(OUTPUT_BOUNDARIES.map((b) => b.file));
  // A replayed request is redacted as the recorded one was, so the two compare: matching, not output.
  const notOutput = new Set(["cassettes/cassette-session.ts"]);
  const { files } = graph.analyze(join(REPO_ROOT, "src"));
  const callers = [...files.entries()]
    .filter(([file, { imports }]) => imports.includes("secrets/redact-secrets.ts") && !file.startsWith("secrets/"))
    .map(([file]) => file);
  expect(callers.filter((file) => !listed.has(file) && !notOutput.has(file))).toEqual([]);
});

interface ImportGraph {
  analyze(srcDir: string): { files: Map<string, { imports: string[] }> };
}
const graph = (await import(pathToFileURL(join(REPO_ROOT, "scripts", "import-graph.mjs")).href)) as ImportGraph;
