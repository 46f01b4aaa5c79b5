/**
 * `mcpvals judge label REPORT --out FILE` over a real run's JSON report (a real stdio server, the loopback model):
 * each judged workflow is shown terminal-safe (the server's escape sequences and workflow commands never reach the
 * terminal) and answered from piped stdin; the labels append as JSONL that `judge calibrate` reads as it is; a
 * second session asks only what is unlabelled; and with no terminal and nothing piped (/dev/null) it refuses.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, runMcpvalsProcess, tempDir } from "../helpers/run-mcpvals.js";

const TEXT_SERVER = fileURLToPath(new URL("../fixtures/servers/text-server.mjs", import.meta.url));
/** Server text that would recolour a terminal, set its title, and issue a GitHub workflow command. */
const HOSTILE = "Revenue is up.\u001b[31m red \u001b]0;title\u0007\n::error::forged";

test("labels from piped answers, terminal-safe items, resumed sessions, and the file calibrates as written", async () => {
  await using fake = await startFakeLlm({
    rules: [{ match: "report", toolCalls: [{ name: "read_report" }], final: "It says: {{lastToolResult}}" }],
    judge: () => ({ score: 0.9, passed: true, reasoning: "Reported it." }),
  });
  await using dir = await tempDir();
  const spec = await dir.write("spec.json", {
    serverInfo: { name: "reports", version: "1" },
    tools: [{ name: "read_report", description: "Read the report.", output: HOSTILE }],
  });
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [TEXT_SERVER, spec] },
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url },
    llmJudge: true,
    workflows: ["first", "second", "third"].map((name) => ({ name, steps: [{ user: `Read the ${name} report` }] })),
  });
  const ran = await runMcpvals(["run", "--no-state", "--json", "out/r.json"], { cwd: dir.path });
  expect(ran.exitCode).toBe(0);

  // "nope" is asked again; the input ends before the third item.
  const first = await runMcpvals(["judge", "label", "out/r.json", "--out", "labels.jsonl"], { cwd: dir.path, input: "pass\nnope\nfail\n" });
  expect(first.stderr).toBe("");
  expect(first.exitCode).toBe(0);
  expect(first.stdout).toContain("── 1/3  workflow first");
  expect(first.stdout).toContain("  not an answer: give pass (p), fail (f), skip (s), quit (q), or a score from 0 to 1");
  expect(first.stdout).toContain("2 labels appended to");
  expect(first.stdout).toContain("Revenue is up.");
  expect(first.stdout).not.toMatch(/[\u001b\u0007]/);
  expect(first.stdout).not.toMatch(/^\s*::error::/m);
  // The judge's verdict is not shown: the person labels blind.
  expect(first.stdout).not.toContain("Reported it.");

  const second = await runMcpvals(["judge", "label", "out/r.json", "--out", "labels.jsonl"], { cwd: dir.path, input: "0.25\n" });
  expect(second.exitCode).toBe(0);
  expect(second.stderr).toContain("2 of 3 already labelled");
  expect(second.stdout).toContain("── 1/1  workflow third");

  const labels = (await readFile(join(dir.path, "labels.jsonl"), "utf8"))
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);
  expect(labels).toEqual([
    { reportRef: "out/r.json#first", criterion: "first", human: "pass" },
    { reportRef: "out/r.json#second", criterion: "second", human: "fail" },
    { reportRef: "out/r.json#third", criterion: "third", human: 0.25 },
  ]);
  const calibrated = await runMcpvals(["judge", "calibrate", "--labels", "labels.jsonl", "--no-state"], { cwd: dir.path });
  expect(calibrated.stderr).toBe("");
  expect(calibrated.exitCode).toBe(0);
  expect(calibrated.stdout).toContain("against 3 labelled items");
});

test("with no terminal and nothing piped (stdin is /dev/null), judge label refuses with exit 2 and says why", async () => {
  await using dir = await tempDir();
  await dir.write("r.json", "{}");
  const refused = await runMcpvalsProcess(["judge", "label", "r.json", "--out", "labels.jsonl"], { cwd: dir.path });
  expect(refused.exitCode).toBe(2);
  expect(refused.stderr).toContain("`judge label` asks a question per item: run it in a terminal, or pipe the answers in");
});
