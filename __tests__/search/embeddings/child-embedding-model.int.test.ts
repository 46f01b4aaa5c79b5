/**
 * The local embedding model in its own process (lib/search/embeddings/local-model-child.js,
 * as installed): real vectors come back, a setup problem in the child comes
 * back as an error naming it, and the child neither outlives nor holds up the
 * process that asked (it ends after its idle time).
 */
import { execa } from "execa";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { McpvalsError } from "../../../src/errors.js";
import { createChildEmbeddingModel } from "../../../src/search/embeddings/child-embedding-model.js";
import { REPO_ROOT } from "../../helpers/run-mcpvals.js";
import { useTempDir } from "../../helpers/temp-dir.js";

const script = path.join(REPO_ROOT, "lib", "search", "embeddings", "local-model-child.js");
const temp = useTempDir();
const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0) / Math.hypot(...a) / Math.hypot(...b);

test("the child embeds texts with the local model", async () => {
  const model = createChildEmbeddingModel({ script, env: process.env, modelId: "use-lite-512", batchSize: 64, idleMs: 50 });
  const { embeddings } = await model.doEmbed({
    values: ["read a text file", "open a file and return its contents", "add two numbers", ""],
  });
  expect(embeddings.map((v) => v.length)).toEqual([512, 512, 512, 512]);
  // Related requests lie closer than unrelated ones.
  expect(cosine(embeddings[0]!, embeddings[1]!)).toBeGreaterThan(cosine(embeddings[0]!, embeddings[2]!));
});

test("a setup problem in the child is an error that names it", async () => {
  const model = createChildEmbeddingModel({
    script,
    env: { ...process.env, MCPVALS_EMBEDDINGS_MODEL_DIR: temp.dir() },
    modelId: "use-lite-512",
    batchSize: 64,
    idleMs: 50,
  });
  const error = await Promise.resolve(model.doEmbed({ values: ["anything"] })).catch((e: unknown) => e);
  expect(McpvalsError.isInstance(error)).toBe(true);
  expect((error as Error).message).toContain(`MCPVALS_EMBEDDINGS_MODEL_DIR=${temp.dir()} holds no model.json`);
});

test("a process that used the child ends by itself, the child with it", async () => {
  const run = await execa(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { createChildEmbeddingModel } = await import(${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, "lib", "search", "embeddings", "child-embedding-model.js")).href)});
       const model = createChildEmbeddingModel({ script: ${JSON.stringify(script)}, env: process.env, modelId: "use-lite-512", batchSize: 64, idleMs: 60000 });
       const { embeddings } = await model.doEmbed({ values: ["hello"] });
       console.log(embeddings[0].length);`,
    ],
    { reject: false, timeout: 60_000 },
  );
  // The idle time (60 s) is far longer than the limit: only an unref'd child lets the process end.
  expect({ timedOut: run.timedOut, exitCode: run.exitCode, stdout: run.stdout }).toEqual({ timedOut: false, exitCode: 0, stdout: "512" });
});
