/**
 * The vectors an engine has: loaded from the state folder once, filled by
 * the embedder for what is missing, shared by every index of the engine.
 * Embedding calls are serialised (two indexes asking for the same tools at
 * once embed them once) and each text is embedded at most once per process.
 */
import { McpvalsError } from "../../errors.js";
import type { Embedder } from "./embedder.js";
import { embedTexts } from "./embed-texts.js";
import { EmbeddingStore, queryKey, type VectorKind } from "./embedding-store.js";
import { toolVectorKey } from "../engine/tool-text.js";
import type { IndexedTool } from "../engine/types.js";
import { toMatrix, type VectorMatrix } from "../engine/vector-math.js";

/** Where a ToolSearch gets its vectors (a SearchEngine's VectorCache). */
export interface VectorProvider {
  /** One unit-length row per tool, in order. */
  toolMatrix(tools: readonly IndexedTool[], signal?: AbortSignal): Promise<VectorMatrix>;
  /** The query's unit-length vector. */
  queryVector(text: string, signal?: AbortSignal): Promise<Float32Array>;
  /** Vectors of many queries in one batch (several times faster than one by one with the local encoder). */
  queryVectors?(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export interface VectorCacheOptions {
  embedder: Embedder;
  /** State folder to load vectors from and save them to; false: memory only. */
  stateDir: string | false;
}

export class VectorCache implements VectorProvider {
  readonly embedder: Embedder;
  readonly #stateDir: string | false;
  #store: Promise<EmbeddingStore> | undefined;
  /** Settles with the model error of the last queued call (undefined when it succeeded). */
  #queue: Promise<McpvalsError | undefined> = Promise.resolve(undefined);
  readonly warnings: string[] = [];
  embedded = 0;
  reused = 0;

  constructor({ embedder, stateDir }: VectorCacheOptions) {
    this.embedder = embedder;
    this.#stateDir = stateDir;
  }

  async toolMatrix(tools: readonly IndexedTool[], signal?: AbortSignal): Promise<VectorMatrix> {
    const vectors = await this.vectors(
      "tools",
      tools.map(({ tool }) => ({ key: toolVectorKey(tool), text: this.embedder.toolText(tool) })),
      signal,
    );
    return toMatrix(vectors, vectors[0]?.length ?? 0);
  }

  async queryVector(text: string, signal?: AbortSignal): Promise<Float32Array> {
    const [vector] = await this.vectors("queries", [{ key: queryKey(text), text }], signal);
    return vector!;
  }

  async queryVectors(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> {
    return this.vectors(
      "queries",
      [...new Set(texts)].map((text) => ({ key: queryKey(text), text })),
      signal,
    );
  }

  /** Vectors of `items`, embedding only those not stored yet. */
  async vectors(kind: VectorKind, items: ReadonlyArray<{ key: string; text: string }>, signal?: AbortSignal): Promise<Float32Array[]> {
    const store = await this.#loadStore();
    // Serialised: a second caller sees the first one's vectors instead of embedding them again.
    // Callers queued behind a failed model call share its error instead of
    // calling the failing model again (with its retries) after the run has
    // reported it and moved on; the next caller after the queue drains tries afresh.
    const run = this.#queue.then((failed) => (failed ? Promise.reject(failed) : this.#fill(store, kind, items, signal)));
    const settled = run.then(
      () => undefined,
      (error: unknown) => (McpvalsError.isInstance(error) && error.code === "MODEL" ? error : undefined),
    );
    this.#queue = settled;
    void settled.then(() => {
      if (this.#queue === settled) this.#queue = Promise.resolve(undefined);
    });
    return run;
  }

  async #fill(
    store: EmbeddingStore,
    kind: VectorKind,
    items: ReadonlyArray<{ key: string; text: string }>,
    signal?: AbortSignal,
  ): Promise<Float32Array[]> {
    const missing = new Map<string, string>();
    let hits = 0;
    for (const { key, text } of items) {
      if (store.get(kind, key)) hits += 1;
      else missing.set(key, text);
    }
    if (missing.size > 0) {
      signal?.throwIfAborted();
      const vectors = await embedTexts(this.embedder, [...missing.values()], { signal });
      this.embedded += missing.size;
      const changed = store.dimension !== undefined && vectors[0]!.length !== store.dimension;
      // The model now answers with another size (it changed behind the same id): nothing stored before fits any more.
      if (changed) store.clear();
      [...missing.keys()].forEach((key, i) => store.set(kind, key, vectors[i]!));
      // The items that were stored are missing now: embed them (and only them) again.
      if (changed) return this.#fill(store, kind, items, signal);
    }
    this.reused += hits;
    return items.map(({ key }) => store.get(kind, key)!);
  }

  /** Forgets the stored vectors of these tools, so the next use embeds them again. */
  async forgetTools(tools: readonly IndexedTool[]): Promise<void> {
    const store = await this.#loadStore();
    for (const { tool } of tools) store.delete("tools", toolVectorKey(tool));
  }

  /** Writes the vectors used so far; warning lines instead of errors. */
  async save(): Promise<string[]> {
    if (!this.#stateDir || !this.#store) return [];
    return (await this.#store).save(this.#stateDir);
  }

  // Not tied to any caller's signal: the promise is shared by every later caller.
  #loadStore(): Promise<EmbeddingStore> {
    this.#store ??= this.#stateDir
      ? EmbeddingStore.load(this.#stateDir, this.embedder.id).then(({ store, warnings }) => {
          this.warnings.push(...warnings);
          return store;
        })
      : Promise.resolve(new EmbeddingStore(this.embedder.id));
    return this.#store;
  }
}
