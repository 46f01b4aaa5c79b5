/**
 * Entry of the short-lived process that runs the local embedding model for
 * a run (see child-embedding-model.ts): TensorFlow.js, its WASM heap and the
 * weights (~150 MB) live here, not in the run's process, and go away with it.
 * Requests are JSON lines on stdin, `{ id, texts }`; answers JSON lines on
 * stdout, `{ id, embeddings }` or `{ id, error }`. It exits when stdin ends
 * (the run closed it, or the run's process died).
 */
import { enableCompileCache } from "node:module";
import { createInterface } from "node:readline";
import { MissingPackageError } from "../../errors.js";
import type { ChildFailure } from "./child-embedding-model.js";
import { loadLocalModel } from "./local-embedding-model.js";

if (process.argv[2] === "--serve") {
  // TensorFlow.js is megabytes of JavaScript: V8's code cache (as bin/mcpvals.js keeps it) saves compiling it each run.
  enableCompileCache?.();
  // Model load starts at once: the run starts this process before it needs the first vector.
  const model = loadLocalModel();
  model.catch(() => undefined);
  const lines = createInterface({ input: process.stdin });
  lines.on("line", (line) => {
    const { id, texts } = JSON.parse(line) as { id: number; texts: string[] };
    model
      .then((m) => m.embed(texts))
      .then(
        (embeddings) => process.stdout.write(`${JSON.stringify({ id, embeddings })}\n`),
        (error: unknown) => process.stdout.write(`${JSON.stringify({ id, error: describe(error) })}\n`),
      );
  });
  lines.on("close", () => process.exit(0));
}

function describe(error: unknown): ChildFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (MissingPackageError.isInstance(error))
    return { message, code: error.code, missing: { packages: error.packages, installCommand: error.installCommand } };
  return { message, code: (error as { code?: string }).code };
}
