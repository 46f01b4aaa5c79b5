/**
 * The CLI end to end with the tool-retrieval metric and `mcpvals search`:
 * real processes, the real server-everything (and the fixture server for a
 * second server), no LLM.
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { expectedLexicalRetrieval, retrievalConfig, EVERYTHING } from "../fixtures/configs/retrieval-config.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { processesWith, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";

test("a Recall@k below minRecallAtK fails the run with exit 1; console, JSON, Markdown and JUnit say why", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", retrievalConfig());
  const [json, markdown, junit] = ["report.json", "report.md", "report.xml"].map((name) => join(dir.path, name)) as [
    string,
    string,
    string,
  ];
  const run = await runMcpvals(["run", "-c", config, "--no-state", "--json", json, "--markdown", markdown, "--junit", junit]);
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(1);

  const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
  expect(report.retrieval).toEqual(expectedLexicalRetrieval(0.8));
  expect(report).toMatchObject({ passed: false, score: 1 });

  expect(run.stdout).toContain(
    "Tool retrieval  Recall@3 0.75 · MRR 0.79 · lexical · 4 expected tools  gate ≥ 0.80 ✗\n  outside the top 3:\n",
  );
  expect(run.stdout).toContain("    sum then weather › step 2: get-structured-content ranked 6  (first: echo)\n");
  expect(run.stdout).toMatch(
    /FAILED {2}score 1\.00 \(threshold 0\.80\) {2}3\/3 workflows.*\n {2}tool retrieval Recall@3 0\.75 is below minRecallAtK 0\.80$/,
  );

  const md = await readFile(markdown, "utf8");
  expect(md).toContain("❌ Tool retrieval `Recall@3` 0.75 is below `minRecallAtK` 0.80.");
  expect(md).toContain("### Tool retrieval\n\nRecall@3 0.75 · MRR 0.79 · lexical · 4 expected tools · gate ≥ 0.80 ❌\n");
  expect(md).toContain("| sum then weather | 0.50 | 0.58 | 2 |");
  expect(md).toContain("| sum then weather | 2 | get-structured-content | 6 | echo |");

  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(await readFile(junit, "utf8"));
  const suites = [xml.testsuites.testsuite].flat() as Array<{ name: string; testcase: { name: string; failure?: { message: string } } }>;
  const retrieval = suites.find((s) => s.name === "tool retrieval")!;
  expect(retrieval.testcase.name).toBe("tool retrieval");
  expect(retrieval.testcase.failure!.message).toBe("tool retrieval Recall@3 0.75 is below minRecallAtK 0.80");
});

test("without a gate the metric is reported and the run passes", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", retrievalConfig({ k: 3, mode: "lexical" }));
  const run = await runMcpvals(["run", "-c", config, "--no-state", "-r", "json"]);
  expect(run.exitCode).toBe(0);
  expect(EvalResultSchema.parse(JSON.parse(run.stdout)).retrieval).toEqual(expectedLexicalRetrieval(null));
  expect(run.stderr).toContain("Tool retrieval  Recall@3 0.75 · MRR 0.79 · lexical · 4 expected tools\n");
});

describe("mcpvals search", () => {
  // A config must hold something to run; search only reads its servers.
  const somethingToRun = (server: string) => ({
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", server, args: { message: "x" } }] }],
  });
  const searchConfig = async (dir: { write(name: string, content: object): Promise<string> }, marker = randomUUID()) =>
    dir.write("mcpvals.config.json", {
      servers: { everything: EVERYTHING, fixture: { command: process.execPath, args: [FIXTURE_SERVER_PATH, `--marker=${marker}`] } },
      search: { mode: "lexical" },
      ...somethingToRun("everything"),
    });

  test("prints a table of rank, server, tool and score over every server", async () => {
    await using dir = await tempDir();
    const marker = randomUUID();
    const config = await searchConfig(dir, marker);
    const run = await runMcpvals(["search", "add two numbers", "-c", config, "--top", "4", "--no-state"]);
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^rank {2}server +tool +score$/);
    expect(lines).toHaveLength(5);
    // Both servers' adders outrank everything else; scores to 3 decimals, best first.
    const rows = lines.slice(1).map((line) => line.trim().split(/\s+/));
    expect(rows.map((row) => row[0])).toEqual(["1", "2", "3", "4"]);
    expect(
      rows
        .slice(0, 2)
        .map((row) => `${row[1]}/${row[2]}`)
        .sort(),
    ).toEqual(["everything/get-sum", "fixture/add"]);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ +\d {2}\S+ +\S+ +[01]\.\d{3}$/);
    expect(await processesWith(marker)).toEqual([]);
  });

  test("--json prints { rank, server, tool, score, bm25 } best first (lexical: the raw BM25 next to the relative score); --server keeps one server", async () => {
    await using dir = await tempDir();
    const config = await searchConfig(dir);
    const all = await runMcpvals(["search", "add two numbers", "-c", config, "--top", "3", "--json", "--no-state"]);
    expect(all.exitCode).toBe(0);
    const hits = JSON.parse(all.stdout) as Array<{ server: string; tool: string; score: number }>;
    expect(hits).toHaveLength(3);
    expect(hits.map((h) => Object.keys(h))).toEqual(Array.from({ length: 3 }, () => ["rank", "server", "tool", "score", "bm25"]));
    expect(hits.map((h) => (h as unknown as { rank: number }).rank)).toEqual([1, 2, 3]);
    expect(hits[0]!.score).toBe(1);
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));

    const one = await runMcpvals(["search", "add two numbers", "-c", config, "--server", "fixture", "--json", "--no-state"]);
    const fixtureHits = JSON.parse(one.stdout) as Array<{ server: string; tool: string }>;
    expect(fixtureHits.length).toBeGreaterThan(3);
    expect(new Set(fixtureHits.map((h) => h.server))).toEqual(new Set(["fixture"]));
    expect(fixtureHits[0]!.tool).toBe("add");
  });

  test("an unknown --server and a bad --mode are usage errors (exit 2) that say what is allowed", async () => {
    await using dir = await tempDir();
    const config = await searchConfig(dir);
    const unknown = await runMcpvals(["search", "x", "-c", config, "--server", "nope", "--no-state"]);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toBe('mcpvals: --server: no server named "nope". Servers in the config: everything, fixture.');
    const mode = await runMcpvals(["search", "x", "-c", config, "--mode", "fuzzy"]);
    expect(mode.exitCode).toBe(2);
    expect(mode.stderr).toContain(
      "option '--mode <mode>' argument 'fuzzy' is invalid. Allowed choices are lexical, semantic, hybrid, llm.",
    );
    const top = await runMcpvals(["search", "x", "-c", config, "--top", "0"]);
    expect(top.exitCode).toBe(2);
    expect(top.stderr).toContain("option '--top <k>' argument '0' is invalid");
  });

  test("an LLM ranking that fails says so on stderr and prints the hybrid ranking it fell back to", async () => {
    await using fake = await startFakeLlm({ rules: [], failWith: { status: 500 } });
    await using embeddings = await startFakeLlm({ rules: [] });
    await using dir = await tempDir();
    const config = await dir.write("mcpvals.config.json", {
      servers: { fixture: { command: process.execPath, args: [FIXTURE_SERVER_PATH] } },
      embeddings: { provider: "openai-compatible", model: "embed", baseURL: embeddings.url },
      search: {
        mode: "llm",
        model: {
          provider: "openai-compatible",
          model: "ranker",
          baseURL: fake.url,
          retries: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
        },
      },
      ...somethingToRun("fixture"),
    });
    const run = await runMcpvals(["search", "add two numbers", "-c", config, "--top", "1", "--json", "--no-state"]);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      { rank: 1, server: "fixture", tool: "add", score: expect.any(Number), cosine: expect.any(Number), bm25: expect.any(Number) },
    ]);
    expect(run.stderr).toMatch(/^mcpvals: warning: ranking by openai-compatible:ranker failed, used the hybrid ranking: .*500/);
    expect(fake.requests.filter((request) => request.kind === "failure")).toHaveLength(1);
  });

  test("semantic search keeps the tools' vectors in the state folder, like a run", async () => {
    await using dir = await tempDir();
    const config = await dir.write("mcpvals.config.json", { server: EVERYTHING, ...somethingToRun("default") });
    const run = await runMcpvals([
      "search",
      "compress a file",
      "-c",
      config,
      "--mode",
      "semantic",
      "--top",
      "1",
      "--json",
      "--state-dir",
      join(dir.path, "state"),
    ]);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual([
      { rank: 1, server: "default", tool: "gzip-file-as-resource", score: expect.any(Number), cosine: expect.any(Number) },
    ]);
    expect((await readdir(join(dir.path, "state", "mcpvals", "embeddings"))).length).toBeGreaterThan(0);
  });

  test("hybrid scores are absolute: an unrelated query scores low and --min-score drops it; a related query keeps a high score", async () => {
    await using dir = await tempDir();
    const config = await dir.write("mcpvals.config.json", { server: EVERYTHING, ...somethingToRun("default") });
    const search = (query: string, ...flags: string[]) =>
      runMcpvals(["search", query, "-c", config, "--mode", "hybrid", "--json", "--no-state", ...flags]);
    type Hit = { rank: number; tool: string; score: number; cosine: number; bm25: number };

    const cake = await search("bake a chocolate cake", "--top", "3");
    expect(cake.exitCode).toBe(0);
    const unrelated = JSON.parse(cake.stdout) as Hit[];
    // Before: the best hit scored 1.000 whatever the query (scores were relative to it).
    expect(unrelated).toHaveLength(3);
    for (const hit of unrelated) expect(hit.score).toBeLessThan(0.05);
    expect(unrelated[0]!.bm25).toBe(0);

    const echo = JSON.parse((await search("echo a message back", "--top", "3")).stdout) as Hit[];
    expect(echo[0]).toMatchObject({ rank: 1, tool: "echo" });
    expect(echo[0]!.score).toBeGreaterThan(0.3);
    expect(echo[0]!.bm25).toBeGreaterThan(0);

    // --min-score drops the weak hits and keeps the strong one.
    expect(JSON.parse((await search("bake a chocolate cake", "--min-score", "0.1")).stdout)).toEqual([]);
    const kept = JSON.parse((await search("echo a message back", "--min-score", "0.3")).stdout) as Hit[];
    expect(kept.map((hit) => hit.tool)).toEqual(["echo"]);
    const table = await runMcpvals([
      "search",
      "bake a chocolate cake",
      "-c",
      config,
      "--mode",
      "hybrid",
      "--no-state",
      "--min-score",
      "0.1",
    ]);
    expect(table.stdout.trim()).toBe("No tool scores 0.1 or more.");
    const help = await runMcpvals(["search", "--help"]);
    expect(help.stdout).toContain("Scores (0..1, higher is better):");
    expect(help.stdout).toMatch(/hybrid {4}the best hit's score is the estimated chance that it serves the query/);
    const bad = await search("x", "--min-score", "2");
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain("--min-score must be a number from 0 to 1, got 2");
  });
});

test("search and tools star out a secret that a failing server prints to stderr (the connect error quotes it)", async () => {
  await using dir = await tempDir();
  const secret = `tok-${randomUUID()}`;
  const config = await dir.write("mcpvals.config.json", {
    server: {
      command: process.execPath,
      args: ["-e", "console.error('rejected token ' + process.env.MY_TOKEN); process.exit(1)"],
      env: { MY_TOKEN: "${MY_TOKEN}" },
    },
    connection: { maxRetries: 0 },
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: {} }] }],
  });
  for (const args of [
    ["search", "anything", "-c", config, "--no-state", "--debug"],
    ["tools", "-c", config, "--debug"],
  ]) {
    const run = await runMcpvals(args, { env: { MY_TOKEN: secret } });
    expect(run.exitCode).toBe(3); // infrastructure, as in every command
    expect(run.stderr).toContain("rejected token ***");
    expect(run.stderr).not.toContain(secret);
  }
});
