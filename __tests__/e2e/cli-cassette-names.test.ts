/**
 * Cassette files against hostile or unlucky names and contents: workflows
 * whose names differ only in case, punctuation or non-Latin letters get
 * distinct files; a cassette from before that (the slug alone) still
 * replays and moves on the next recording; an invalid cassette fails only
 * its own workflow, and the run writes every report.
 */
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";
import { fileURLToPath } from "node:url";

const SERVER = fileURLToPath(new URL("../fixtures/servers/runtime-hostile-server.mjs", import.meta.url));
const NAMES = ["echo note", "Echo Note", "echo-note", "заметка", "записка"];

function config(fake: { url: string }) {
  return {
    server: { command: process.execPath, args: [SERVER, "cassette-names"] },
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url, apiKey: "${CASSETTE_TEST_KEY}" },
    threshold: 1,
    // Not what is tested here: no tool-retrieval metric, so no embedding model loads.
    toolRetrieval: false,
    workflows: NAMES.map((name) => ({ name, steps: [{ user: `Please echo ${name}`, expectTools: ["echo"] }] })),
  };
}

async function run(dir: TempDir, cfg: object, args: string[], env: Record<string, string> = {}) {
  const file = await dir.write("mcpvals.config.json", cfg);
  const json = join(dir.path, `report-${Math.random().toString(36).slice(2)}.json`);
  const result = await runMcpvals(["run", "-c", file, "--no-state", "--json", json, ...args], { env, timeoutMs: 60_000 });
  const report: EvalResult | undefined = await readFile(json, "utf8").then(
    (text) => EvalResultSchema.parse(JSON.parse(text)),
    () => undefined,
  );
  return { ...result, report };
}

const byName = (report: EvalResult | undefined, name: string) => report!.workflows.find((w) => w.name === name)!;

describe("cassette files of hostile names and contents", () => {
  let fake: FakeLlm;
  let dir: TempDir;
  let cfg: object;

  beforeAll(async () => {
    dir = await tempDir();
    fake = await startFakeLlm({ rules: [{ match: "echo", toolCalls: [{ name: "echo", args: { text: "hi" } }], final: "Echoed." }] });
    cfg = config(fake);
    try {
      const recorded = await run(dir, cfg, ["--record"], { CASSETTE_TEST_KEY: "sk-names-1" });
      expect(recorded.exitCode).toBe(0);
    } finally {
      await fake.close();
    }
  });
  afterAll(async () => {
    await dir[Symbol.asyncDispose]();
  });

  test("names that differ only in case, punctuation or non-Latin letters get distinct files, and each replays", async () => {
    const files = (await readdir(join(dir.path, "cassettes"))).sort();
    expect(files).toHaveLength(NAMES.length);
    expect(files).toContain("echo-note.json");
    const replay = await run(dir, cfg, ["--replay"]);
    expect(replay.exitCode).toBe(0);
    expect(replay.report!.workflows.map((w) => [w.name, w.cassette?.status])).toEqual(NAMES.map((name) => [name, "replayed"]));
  });

  test("a cassette at its pre-hash file (the slug alone) still replays, and a recording moves it", async () => {
    const own = join(dir.path, byName((await run(dir, cfg, ["--replay"])).report, "заметка").cassette!.file);
    const legacy = join(dir.path, "cassettes", "workflow.json");
    await rename(own, legacy);
    const replay = await run(dir, cfg, ["--replay"]);
    expect(byName(replay.report, "заметка").cassette?.status).toBe("replayed");
    // "записка" has the same legacy slug, but the file holds another workflow: not its cassette.
    expect(byName(replay.report, "записка").cassette?.status).toBe("replayed");

    const again = await startFakeLlm({ rules: [{ match: "echo", toolCalls: [{ name: "echo", args: { text: "hi" } }], final: "Echoed." }] });
    try {
      await run(dir, config(again), ["--record"], { CASSETTE_TEST_KEY: "sk-names-1" });
    } finally {
      await again.close();
    }
    const files = await readdir(join(dir.path, "cassettes"));
    expect(files).not.toContain("workflow.json");
    expect(files).toHaveLength(NAMES.length);
  });

  test("an invalid cassette fails only its workflow, with the file and the reason; the run writes its report", async () => {
    const replayed = await run(dir, cfg, ["--replay"]);
    const broken = byName(replayed.report, "Echo Note").cassette!.file;
    await writeFile(join(dir.path, broken), "{ not json");
    const replay = await run(dir, cfg, ["--replay"]);
    expect(replay.exitCode).toBe(1);
    expect(replay.report).toBeDefined();
    const failed = byName(replay.report, "Echo Note");
    expect(failed.passed).toBe(false);
    expect(failed.cassette?.status).toBe("invalid");
    expect(failed.error).toContain(`The cassette ${join(dir.path, broken)} is not valid JSON`);
    for (const name of NAMES.filter((n) => n !== "Echo Note")) expect(byName(replay.report, name).cassette?.status).toBe("replayed");
  });
});
