/**
 * Vectors kept between runs in the state folder's embeddings/: per embedding
 * model a JSON manifest and one binary file of Float32 rows (little-endian),
 *
 *   embeddings/<model>.json          { version, modelId, dimension, textVersion, file, saves, tools, queries }
 *   embeddings/<model>.<token>.f32   rows × dimension floats
 *
 * `tools` maps a tool's vector key (its schema hash) and `queries` the
 * sha256 of a query text to its row and the save that last used it. The
 * manifest names its binary file, and a save writes a new binary before the
 * manifest that points to it, so a crash between the two leaves the old pair
 * intact. An entry not used for KEEP_UNUSED_SAVES saves is dropped: the folder
 * stays bounded by what recent runs needed, yet a `mcpvals search` of one
 * server or a run of one workflow does not throw away everyone else's vectors.
 * Anything unreadable (corrupt, another version, another model) is ignored
 * with a warning and rebuilt; it never fails a run.
 */
import { randomBytes, createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { readRegularFile } from "../../util/read-regular-file.js";
import { endianness } from "node:os";
import path from "node:path";
import { z } from "zod";
import { writeFileAtomic } from "../../util/write-file-atomic.js";
import { TOOL_TEXT_VERSION } from "../engine/tool-text.js";

/** Folder of the state folder holding tool-search vectors: one manifest + one Float32 file per embedding model. */
export const EMBEDDINGS_DIR = "embeddings";

export const EMBEDDINGS_FILE_VERSION = 2;
/** Saves an entry survives without being used (a search of one server, a run of some workflows, a shard). */
export const KEEP_UNUSED_SAVES = 5;

const EntrySchema = z.object({ row: z.number().int().nonnegative(), save: z.number().int().nonnegative() });

const ManifestSchema = z.object({
  version: z.literal(EMBEDDINGS_FILE_VERSION),
  modelId: z.string(),
  dimension: z.number().int().positive(),
  /** Version of the text a tool is embedded as (tool-text.ts): another one means every tool vector is stale. */
  textVersion: z.number().int(),
  /** Name of the binary file in the same folder. */
  file: z.string().regex(/^[\w.-]+\.f32$/),
  /** Saves so far; an entry's `save` is the one that last used it. */
  saves: z.number().int().nonnegative(),
  tools: z.record(z.string(), EntrySchema),
  queries: z.record(z.string(), EntrySchema),
});
type Manifest = z.infer<typeof ManifestSchema>;

export type VectorKind = "tools" | "queries";

/** Key of a query vector: the text's SHA-256. */
export function queryKey(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export class EmbeddingStore {
  readonly modelId: string;
  #dimension: number | undefined;
  readonly #vectors: Record<VectorKind, Map<string, Float32Array>> = { tools: new Map(), queries: new Map() };
  readonly #used: Record<VectorKind, Set<string>> = { tools: new Set(), queries: new Set() };
  /** The save that last used each loaded entry (entries of earlier runs). */
  readonly #lastSave: Record<VectorKind, Map<string, number>> = { tools: new Map(), queries: new Map() };
  #saves = 0;

  constructor(modelId: string) {
    this.modelId = modelId;
  }

  /** Dimension of the stored vectors; undefined while there are none. */
  get dimension(): number | undefined {
    return this.#dimension;
  }

  /** A stored vector (unit length), marked as used by this run. */
  get(kind: VectorKind, key: string): Float32Array | undefined {
    const vector = this.#vectors[kind].get(key);
    if (vector) this.#used[kind].add(key);
    return vector;
  }

  /** Stores a unit-length vector. A vector of another dimension means the model changed: everything stored before is dropped. */
  set(kind: VectorKind, key: string, vector: Float32Array): void {
    if (this.#dimension !== undefined && vector.length !== this.#dimension) this.clear();
    this.#dimension = vector.length;
    this.#vectors[kind].set(key, vector);
    this.#used[kind].add(key);
  }

  /** Drops one vector (regenerate_embeddings: the next use embeds it again). */
  delete(kind: VectorKind, key: string): void {
    this.#vectors[kind].delete(key);
    this.#used[kind].delete(key);
    this.#lastSave[kind].delete(key);
  }

  clear(): void {
    for (const kind of ["tools", "queries"] as const) {
      this.#vectors[kind].clear();
      this.#used[kind].clear();
      this.#lastSave[kind].clear();
    }
    this.#dimension = undefined;
  }

  /** Entries a save would write (used in this run). */
  usedCount(): number {
    return this.#used.tools.size + this.#used.queries.size;
  }

  /** Whether `stateDir` holds a store of `modelId` (its manifest), without reading it. */
  static exists(stateDir: string, modelId: string): boolean {
    return existsSync(path.join(stateDir, EMBEDDINGS_DIR, manifestName(modelId)));
  }

  /**
   * The store of `modelId` in `stateDir`, empty when there is none or it
   * cannot be used; `warnings` says why a file was ignored.
   */
  static async load(stateDir: string, modelId: string, signal?: AbortSignal): Promise<{ store: EmbeddingStore; warnings: string[] }> {
    const store = new EmbeddingStore(modelId);
    const dir = path.join(stateDir, EMBEDDINGS_DIR);
    const manifestPath = path.join(dir, manifestName(modelId));
    let raw: string;
    try {
      raw = await readRegularFile(manifestPath, { encoding: "utf8", signal });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return { store, warnings: [] };
      return { store, warnings: [`embeddings: could not read ${manifestPath} (${describe(error)}); the vectors are rebuilt`] };
    }
    let manifest: Manifest;
    try {
      const parsed = ManifestSchema.safeParse(JSON.parse(raw));
      if (!parsed.success)
        return {
          store,
          warnings: [
            `embeddings: ${manifestPath} is not a version-${EMBEDDINGS_FILE_VERSION} embeddings manifest; the vectors are rebuilt`,
          ],
        };
      manifest = parsed.data;
    } catch {
      return { store, warnings: [`embeddings: ${manifestPath} is not valid JSON; the vectors are rebuilt`] };
    }
    if (manifest.modelId !== modelId)
      return {
        store,
        warnings: [`embeddings: ${manifestPath} holds vectors of "${manifest.modelId}", not "${modelId}"; the vectors are rebuilt`],
      };
    let bytes: Buffer;
    try {
      bytes = await readRegularFile(path.join(dir, manifest.file), { signal });
    } catch (error) {
      return {
        store,
        warnings: [`embeddings: could not read ${manifest.file} named by ${manifestPath} (${describe(error)}); the vectors are rebuilt`],
      };
    }
    const rowBytes = manifest.dimension * 4;
    const rows = bytes.byteLength / rowBytes;
    let maxRow = -1;
    for (const { row } of [...Object.values(manifest.tools), ...Object.values(manifest.queries)]) maxRow = Math.max(maxRow, row);
    if (!Number.isInteger(rows) || maxRow >= rows) {
      return {
        store,
        warnings: [
          `embeddings: ${manifest.file} does not hold the ${maxRow + 1} rows of ${manifest.dimension} floats its manifest names; the vectors are rebuilt`,
        ],
      };
    }
    const data = readFloats(bytes);
    // A vector of NaN or Infinity ranks garbage on every later run: refuse the file once, here.
    const bad = data.findIndex((value) => !Number.isFinite(value));
    if (bad >= 0) {
      return {
        store,
        warnings: [
          `embeddings: ${manifest.file} holds a value that is not a finite number (row ${Math.floor(bad / manifest.dimension)}); the vectors are rebuilt`,
        ],
      };
    }
    store.#dimension = manifest.dimension;
    store.#saves = manifest.saves;
    // Tool vectors embedded from another version of the tool text are stale; query vectors are not.
    const kinds: VectorKind[] = manifest.textVersion === TOOL_TEXT_VERSION ? ["tools", "queries"] : ["queries"];
    for (const kind of kinds) {
      for (const [key, { row, save }] of Object.entries(manifest[kind])) {
        store.#vectors[kind].set(key, data.subarray(row * manifest.dimension, (row + 1) * manifest.dimension));
        store.#lastSave[kind].set(key, save);
      }
    }
    return { store, warnings: [] };
  }

  /** Writes the entries used in this run and those of recent runs; returns warning lines instead of throwing. */
  async save(stateDir: string): Promise<string[]> {
    const dimension = this.#dimension;
    if (dimension === undefined || this.usedCount() === 0) return [];
    const dir = path.join(stateDir, EMBEDDINGS_DIR);
    const stem = fileStem(this.modelId);
    const file = `${stem}.${randomBytes(4).toString("hex")}.f32`;
    const save = this.#saves + 1;
    const kept = (kind: VectorKind): Array<[string, number]> =>
      [...this.#vectors[kind].keys()]
        .map((key): [string, number] => [key, this.#used[kind].has(key) ? save : (this.#lastSave[kind].get(key) ?? save)])
        .filter(([, last]) => save - last < KEEP_UNUSED_SAVES)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const entries = { tools: kept("tools"), queries: kept("queries") };
    const data = new Float32Array((entries.tools.length + entries.queries.length) * dimension);
    const manifest: Manifest = {
      version: EMBEDDINGS_FILE_VERSION,
      modelId: this.modelId,
      dimension,
      textVersion: TOOL_TEXT_VERSION,
      file,
      saves: save,
      tools: {},
      queries: {},
    };
    let row = 0;
    for (const kind of ["tools", "queries"] as const) {
      for (const [key, last] of entries[kind]) {
        data.set(this.#vectors[kind].get(key)!, row * dimension);
        manifest[kind][key] = { row: row++, save: last };
      }
    }
    try {
      await writeFileAtomic(path.join(dir, file), floatBytes(data));
      await writeFileAtomic(path.join(dir, manifestName(this.modelId)), JSON.stringify(manifest));
    } catch (error) {
      await rm(path.join(dir, file), { force: true }).catch(() => undefined);
      return [`embeddings: could not write ${dir} (${describe(error)}); the next run re-embeds what it needs`];
    }
    this.#saves = save;
    for (const kind of ["tools", "queries"] as const) for (const [key, last] of entries[kind]) this.#lastSave[kind].set(key, last);
    // The folder keeps one model: other models' files and this model's older binaries go.
    const stale = (await readdir(dir).catch(() => [] as string[])).filter(
      (name) => name !== file && name !== manifestName(this.modelId) && /\.(f32|json)$/.test(name) && !name.startsWith("."),
    );
    await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true }).catch(() => undefined)));
    return [];
  }
}

/** A file-name-safe, collision-free stem for a model id ("openai:text-embedding-3-small" → "openai_text-embedding-3-small-1a2b3c4d"). */
function fileStem(modelId: string): string {
  const safe = modelId.replace(/[^\w.-]+/g, "_").slice(0, 60);
  return `${safe}-${createHash("sha256").update(modelId).digest("hex").slice(0, 8)}`;
}

function manifestName(modelId: string): string {
  return `${fileStem(modelId)}.json`;
}

const LITTLE_ENDIAN = endianness() === "LE";

/** The floats as little-endian bytes (a copy-free view on little-endian hosts, which is every CI runner). */
function floatBytes(data: Float32Array): Uint8Array {
  if (LITTLE_ENDIAN) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const out = new DataView(new ArrayBuffer(data.byteLength));
  data.forEach((value, i) => out.setFloat32(i * 4, value, true));
  return new Uint8Array(out.buffer);
}

function readFloats(bytes: Buffer): Float32Array {
  const count = bytes.byteLength / 4;
  if (LITTLE_ENDIAN) {
    // Copy into a fresh buffer: Buffer's pool offset need not be 4-byte aligned.
    const out = new Float32Array(count);
    new Uint8Array(out.buffer).set(bytes);
    return out;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Float32Array.from({ length: count }, (_, i) => view.getFloat32(i * 4, true));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
