/**
 * The embeddings store in the state folder, with the REAL local embedder
 * behind a counting wrapper: a second index of the fixture server's v2 tools
 * embeds exactly the tools that changed or were added (older vectors stay a
 * few saves, then go), an unchanged rerun
 * embeds nothing (and never calls the model), a new model id re-embeds
 * everything, and a corrupt manifest is a warning and a rebuild.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { connectServer } from "../../../src/mcp/transport/connect-server.js";
import { createEmbedder } from "../../../src/search/embeddings/create-embedder.js";
import type { Embedder } from "../../../src/search/embeddings/embedder.js";
import { KEEP_UNUSED_SAVES, queryKey } from "../../../src/search/embeddings/embedding-store.js";
import { SearchEngine } from "../../../src/search/engine/search-engine.js";
import type { IndexedTool } from "../../../src/search/engine/types.js";
import { EMBEDDINGS_DIR } from "../../../src/state/state-files.js";
import { useTempDir } from "../../helpers/temp-dir.js";
import { fixtureSpec } from "../../mcp/servers.js";

const temp = useTempDir();
let v1: IndexedTool[];
let v2: IndexedTool[];

async function fixtureTools(env: Record<string, string>): Promise<IndexedTool[]> {
  const connection = await connectServer({ name: "fixture", spec: fixtureSpec(env), timeoutMs: 20_000 });
  try {
    return connection.tools.map((tool) => ({ server: "fixture", tool }));
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  [v1, v2] = await Promise.all([fixtureTools({}), fixtureTools({ FIXTURE_VARIANT: "v2" })]);
});

/** The real local embedder, recording every text handed to the model. */
function counting(base: Embedder = createEmbedder("local"), id = base.id): Embedder & { texts: string[] } {
  const texts: string[] = [];
  return {
    ...base,
    id,
    texts,
    model: {
      ...base.model,
      doEmbed: async (options) => {
        texts.push(...options.values);
        return base.model.doEmbed(options);
      },
    },
  };
}

function engine(embedder: Embedder, stateDir: string = temp.dir()) {
  return new SearchEngine({ embedder, stateDir, search: { mode: "semantic", rerankTop: 10 } });
}

const textsOf = (embedder: Embedder, tools: IndexedTool[], names: string[]) =>
  names.map((name) => embedder.toolText(tools.find(({ tool }) => tool.name === name)!.tool));

test("re-indexing after a schema change embeds exactly the changed and added tools", async () => {
  const first = counting();
  const run1 = engine(first);
  await run1.index(v1).rank("add two numbers");
  expect(await run1.save()).toEqual([]);
  expect(first.texts).toHaveLength(v1.length + 1);
  expect(run1.stats()).toEqual({ embedded: v1.length + 1, reused: 0, modelLoaded: true });

  // v2: add (schema) and echo (description + schema) changed, shout added, slow removed.
  const second = counting();
  const run2 = engine(second);
  const hits = await run2.index(v2).rank("add two numbers");
  expect(second.texts.sort()).toEqual(textsOf(second, v2, ["add", "echo", "shout"]).sort());
  expect(run2.stats()).toEqual({ embedded: 3, reused: v2.length - 3 + 1, modelLoaded: true });
  expect(hits[0]!.tool).toBe("add");
  expect(await run2.save()).toEqual([]);

  // Unchanged tools and the same query: the model is never called.
  const third = counting();
  const run3 = engine(third);
  await run3.index(v2).rank("add two numbers");
  expect(third.texts).toEqual([]);
  expect(run3.stats()).toEqual({ embedded: 0, reused: v2.length + 1, modelLoaded: false });
});

test("changing one tool's description re-embeds that tool alone", async () => {
  const dir = temp.dir();
  const run1 = engine(counting(), dir);
  await run1.index(v1).rank("add two numbers");
  expect(await run1.save()).toEqual([]);

  const edited = v1.map((entry) =>
    entry.tool.name === "echo" ? { ...entry, tool: { ...entry.tool, description: "Repeats the message back, word for word" } } : entry,
  );
  const second = counting();
  const run2 = engine(second, dir);
  await run2.index(edited).rank("add two numbers");
  expect(second.texts).toEqual(textsOf(second, edited, ["echo"]));
  expect(run2.stats()).toEqual({ embedded: 1, reused: v1.length - 1 + 1, modelLoaded: true });
});

test("vectors a run did not use are kept for a few saves, then dropped", async () => {
  const dir = temp.dir();
  const run = async (tools: IndexedTool[], query: string) => {
    const embedder = counting();
    const made = engine(embedder, dir);
    await made.index(tools).rank(query);
    expect(await made.save()).toEqual([]);
    return embedder;
  };
  const manifest = async () => {
    const files = await readdir(path.join(dir, EMBEDDINGS_DIR));
    expect(files.filter((name) => name.endsWith(".json"))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith(".f32"))).toHaveLength(1);
    return JSON.parse(
      await readFile(
        path.join(
          dir,
          EMBEDDINGS_DIR,
          files.find((name) => name.endsWith(".json"))!,
        ),
        "utf8",
      ),
    );
  };
  await run(v1, "wait a while");
  await run(v2, "shout it");
  // v1's tools are kept beside v2's changed and added ones (add, echo, shout), and both queries.
  expect(Object.keys((await manifest()).tools)).toHaveLength(v1.length + 3);
  expect(Object.keys((await manifest()).queries)).toHaveLength(2);
  // So going back (a search of one server, a run of other workflows) embeds nothing.
  expect((await run(v1, "wait a while")).texts).toEqual([]);

  for (let i = 0; i < KEEP_UNUSED_SAVES; i++) await run(v2, "shout it");
  // Last used KEEP_UNUSED_SAVES saves ago: gone. The folder holds what recent runs needed.
  const last = await manifest();
  expect(Object.keys(last.tools)).toHaveLength(v2.length);
  expect(Object.keys(last.queries)).toEqual([queryKey("shout it")]);
  expect(last).toMatchObject({ version: 2, modelId: "use-lite-512", dimension: 512, saves: 3 + KEEP_UNUSED_SAVES });
});

test("another model id re-embeds everything", async () => {
  const run1 = engine(counting());
  await run1.index(v1).rank("echo");
  await run1.save();
  const renamed = counting(createEmbedder("local"), "use-lite-512-next");
  const run2 = engine(renamed);
  await run2.index(v1).rank("echo");
  expect(renamed.texts).toHaveLength(v1.length + 1);
  expect(run2.warnings().join("\n")).toBe("");
  await run2.save();
  // The folder now holds the new model only.
  const names = await readdir(path.join(temp.dir(), EMBEDDINGS_DIR));
  expect(names.filter((name) => name.endsWith(".json"))).toEqual([expect.stringMatching(/^use-lite-512-next-/)]);
});

test.each([
  ["not JSON", "{ this is not json"],
  ["another version", JSON.stringify({ version: 99, modelId: "use-lite-512" })],
])(
  "a corrupt manifest (%s) is a warning and a rebuild, never a failure",
  async (_label, content) => {
    const run1 = engine(counting());
    await run1.index(v1).rank("echo");
    await run1.save();
    const dir = path.join(temp.dir(), EMBEDDINGS_DIR);
    const manifest = (await readdir(dir)).find((name) => name.endsWith(".json"))!;
    await writeFile(path.join(dir, manifest), content);

    const rebuilt = counting();
    const run2 = engine(rebuilt);
    const hits = await run2.index(v1).rank("echo");
    expect(hits).toHaveLength(v1.length);
    expect(rebuilt.texts).toHaveLength(v1.length + 1);
    const warnings = await run2.save();
    expect(warnings).toEqual([expect.stringContaining(manifest)]);
    expect(warnings[0]).toMatch(/rebuilt/);

    // The rebuilt store is whole again.
    const run3 = engine(counting());
    await run3.index(v1).rank("echo");
    expect(run3.stats().embedded).toBe(0);
    expect(await run3.save()).toEqual([]);
  },
  60_000,
);

test("a binary file shorter than its manifest says is a warning and a rebuild", async () => {
  const run1 = engine(counting());
  await run1.index(v1).rank("echo");
  await run1.save();
  const dir = path.join(temp.dir(), EMBEDDINGS_DIR);
  const binary = (await readdir(dir)).find((name) => name.endsWith(".f32"))!;
  await writeFile(path.join(dir, binary), Buffer.alloc(100));
  const run2 = engine(counting());
  await run2.index(v1).rank("echo");
  expect(run2.stats().embedded).toBe(v1.length + 1);
  expect(run2.warnings()).toEqual([expect.stringContaining(binary)]);
});

test("a binary file full of NaN is a warning and a rebuild, not garbage rankings", async () => {
  const run1 = engine(counting());
  await run1.index(v1).rank("echo");
  await run1.save();
  const dir = path.join(temp.dir(), EMBEDDINGS_DIR);
  const binary = (await readdir(dir)).find((name) => name.endsWith(".f32"))!;
  const size = (await readFile(path.join(dir, binary))).byteLength;
  const nan = Buffer.alloc(size);
  for (let at = 0; at < size; at += 4) nan.writeFloatLE(Number.NaN, at);
  await writeFile(path.join(dir, binary), nan);
  const run2 = engine(counting());
  const ranked = await run2.index(v1).rank("echo");
  expect(run2.stats().embedded).toBe(v1.length + 1);
  expect(run2.warnings()).toEqual([expect.stringMatching(/not a finite number.*rebuilt/)]);
  expect(ranked.every((hit) => Number.isFinite(hit.score))).toBe(true);
});

test("without a state folder nothing is written, and one engine embeds a tool once across indexes", async () => {
  const embedder = counting();
  const memoryOnly = new SearchEngine({ embedder, search: { mode: "hybrid", rerankTop: 10 } });
  await memoryOnly.index(v1).rank("echo this");
  await memoryOnly.index(v2).rank("echo this");
  // v1's tools, then v2's three new vectors; the query once.
  expect(embedder.texts).toHaveLength(v1.length + 3 + 1);
  expect(await memoryOnly.save()).toEqual([]);
  expect(await readdir(temp.dir())).toEqual([]);
});
