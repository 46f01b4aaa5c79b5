/**
 * The statistical regression gate end to end: `mcpvals run` against a real
 * MCP server over stdio, the model a loopback endpoint that answers right on
 * some conversations and wrong on others (a fixed cycle per rule, so the
 * counts are exact), baselines from the state folder and from --baseline
 * reports. Each verdict is read from every report kind.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema, type EvalResult } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm, type FakeLlmRule } from "../fixtures/fake-llm/fake-llm-server.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const SERVER = { transport: "stdio", command: process.execPath, args: [FIXTURE_SERVER_PATH] };
const cycle = (right: number, wrong: number) => [...Array<string>(right).fill("RIGHT"), ...Array<string>(wrong).fill("WRONG")];

/** One rule per scenario: its own cycle counter. */
const RULES: Record<string, string[]> = {
  "always right": cycle(1, 0),
  "half right": cycle(1, 1),
  "nine of ten": cycle(9, 1),
  "never right": cycle(0, 1),
};

describe("the regression gate (real server, loopback model)", () => {
  let fake: FakeLlm;

  beforeAll(async () => {
    const rules: FakeLlmRule[] = Object.entries(RULES).map(([match, finals]) => ({
      match,
      toolCalls: [{ name: "echo", args: { message: "hi" } }],
      finals,
    }));
    fake = await startFakeLlm({ rules });
  });
  afterAll(async () => {
    await fake.close();
  });

  function config(prompt: string, repeats: number, extra: Record<string, unknown> = {}) {
    return {
      server: SERVER,
      isolation: "run",
      threshold: 0,
      model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url },
      workflows: [{ name: "answer", repeats, minPass: 1, steps: [{ user: `Please answer (${prompt})`, expectedState: "RIGHT" }] }],
      ...extra,
    };
  }

  async function run(dir: TempDir, name: string, cfg: object, args: string[] = []) {
    const file = join(dir.path, `${name}.config.json`);
    await dir.write(`${name}.config.json`, cfg);
    const out = (ext: string) => join(dir.path, `${name}.${ext}`);
    const cli = await runMcpvals(
      [
        "run",
        "-c",
        file,
        "--state-dir",
        join(dir.path, "state"),
        "--json",
        out("json"),
        "--junit",
        out("xml"),
        "--markdown",
        out("md"),
        "--html",
        out("html"),
        ...args,
      ],
      {},
    );
    const report: EvalResult = EvalResultSchema.parse(JSON.parse(await readFile(out("json"), "utf8")));
    const text = async (ext: string) => readFile(out(ext), "utf8");
    return { ...cli, report, junit: await text("xml"), markdown: await text("md"), html: await text("html"), json: out("json") };
  }

  test("10/10 on the state folder's baseline, then 5/10: a regression, exit 1, named with its interval in every report", async () => {
    await using dir = await tempDir();
    const first = await run(dir, "calc", config("always right", 10, { gate: {} }));
    expect(first.exitCode).toBe(0);
    expect(first.report.gate).toMatchObject({ passed: true, baseline: { source: "state", runs: 0 } });
    expect(first.stdout).toContain("no baseline yet");

    const second = await run(dir, "calc", config("half right", 10, { gate: {} }));
    expect(second.exitCode).toBe(1);
    const unit = second.report.gate!.units[0]!;
    expect(unit).toMatchObject({ kind: "workflow", name: "answer", verdict: "regression", outcome: "fail" });
    expect(unit.head).toEqual({ passes: 5, attempts: 10 });
    expect(unit.baseline).toEqual({ passes: 10, attempts: 10 });
    // Newcombe's hybrid score interval of 5/10 − 10/10 (Wilson bounds of each rate, combined).
    expect(unit.interval!.difference).toBeCloseTo(-0.5, 4);
    expect(unit.interval!.lower).toBeCloseTo(-0.7634, 3);
    expect(unit.interval!.upper).toBeCloseTo(-0.1174, 3);
    expect(second.report.passed).toBe(false);
    // The fixed threshold (0) passed: the gate alone failed the run, and every report says why.
    const why = 'workflow "answer" regressed: 5/10 (0.50) vs 10/10 (1.00) on the baseline, −0.50 (95% CI −0.76 to −0.12)';
    expect(second.stdout).toContain(why);
    // pass@1 as mean ± std over the repeats, with the interval of the run's rate.
    expect(second.stdout).toContain("pass@1 0.50 ± 0.53 (95% CI 0.24–0.76) over 10 attempts of 1 repeated workflow");
    expect(second.report.summary.repeats).toMatchObject({ pass1: 0.5, pass1Std: 0.527, passAtK: 1, passHatK: 0 });
    expect(second.markdown).toContain("📉 regression");
    expect(second.markdown).toContain(why.slice(why.indexOf("regressed")));
    expect(second.markdown).toContain("| workflow answer | 5/10 | 10/10 | −0.50 (95% CI −0.76 to −0.12) | 📉 regression |");
    expect(second.junit).toMatch(/<testsuite name="regression gate"[\s\S]*<failure message="workflow &quot;answer&quot; regressed/);
    expect(second.html).toContain("Regression gate");
    expect(second.html).toMatch(/<line class="bar"/);
  });

  test("10/10 against 9/10 is no change (exit 0); 2 attempts are insufficient data with how many more would decide", async () => {
    await using dir = await tempDir();
    const base = await run(dir, "base", config("always right", 10), ["--no-state"]);
    expect(base.report.gate).toBeUndefined();

    const nine = await run(dir, "nine", config("nine of ten", 10), ["--no-state", "--baseline", base.json]);
    expect(nine.exitCode).toBe(0);
    expect(nine.report.gate!.units[0]).toMatchObject({ verdict: "no_change", outcome: "pass", head: { passes: 9, attempts: 10 } });
    expect(nine.report.gate!.baseline).toMatchObject({ source: "file", runs: 1 });

    const few = await run(dir, "few", config("never right", 2), ["--no-state", "--baseline", base.json]);
    expect(few.exitCode).toBe(0);
    expect(few.report.gate!.units[0]).toMatchObject({ verdict: "insufficient_data", outcome: "undecided", moreAttempts: { head: 3 } });
    expect(few.report.gate!.undecided[0]).toContain("run 3 more");
    expect(few.stdout).toContain("1 undecided");
    expect(few.markdown).toContain("insufficient data");
    expect(few.junit).toMatch(/<testcase classname="workflows" name="answer"[^>]*>\s*<skipped/);
  });

  test("a waiver turns the regression into a warning until its day; expired, it fails the gate and says so", async () => {
    await using dir = await tempDir();
    const base = await run(dir, "base", config("always right", 10), ["--no-state"]);
    const waived = (until: string) =>
      config("half right", 10, { waivers: [{ workflow: "answer", reason: "model upgrade, tracked in #12", until }] });

    const holding = await run(dir, "holding", waived("2999-12-31"), ["--no-state", "--baseline", base.json]);
    expect(holding.exitCode).toBe(0);
    expect(holding.report.gate!.units[0]).toMatchObject({ verdict: "regression", outcome: "warn", waiver: { expired: false } });
    expect(holding.stdout).toContain('(waived until 2999-12-31: "model upgrade, tracked in #12")');
    expect(holding.markdown).toContain("waived until 2999-12-31");

    const expired = await run(dir, "expired", waived("2020-01-31"), ["--no-state", "--baseline", base.json]);
    expect(expired.exitCode).toBe(1);
    expect(expired.report.gate!.units[0]).toMatchObject({ outcome: "fail", waiver: { expired: true } });
    expect(expired.stdout).toContain("its waiver expired after 2020-01-31");
  });

  test("a flaky workflow is named with its rate; --quarantine keeps its regression out of the gate", async () => {
    await using dir = await tempDir();
    const flakyBase = await run(dir, "flaky", config("half right", 10), ["--no-state"]);
    const same = await run(dir, "same", config("half right", 10), ["--no-state", "--baseline", flakyBase.json]);
    expect(same.exitCode).toBe(0);
    expect(same.report.gate!.units[0]!.flaky).toMatchObject({ rate: 0.5, attempts: 10 });
    expect(same.stdout).toContain('workflow "answer": flaky on the baseline: passes 50% of 10 attempts');
    expect(same.markdown).toContain("flaky (50%");
    expect(same.junit).toContain(
      "no change: 5/10 (0.50) vs 5/10 (0.50) on the baseline, +0.00 (95% CI −0.37 to +0.37); flaky on the baseline",
    );
    expect(same.html).toContain("flaky on the baseline: passes 50% of 10 attempts");

    const broken = await run(dir, "broken", config("never right", 10), ["--no-state", "--baseline", flakyBase.json]);
    expect(broken.exitCode).toBe(1);
    const quarantined = await run(dir, "quarantined", config("never right", 10), [
      "--no-state",
      "--baseline",
      flakyBase.json,
      "--quarantine",
    ]);
    expect(quarantined.exitCode).toBe(0);
    expect(quarantined.report.gate!.units[0]).toMatchObject({ verdict: "regression", quarantined: true, outcome: "warn" });
    expect(quarantined.stdout).toContain("(flaky, quarantined: not gated)");
  });

  test("a waiver naming no workflow is a config error naming the field (exit 2)", async () => {
    await using dir = await tempDir();
    await dir.write("bad.config.json", config("always right", 1, { waivers: [{ workflow: "answr", reason: "x", until: "2999-01-01" }] }));
    const cli = await runMcpvals(["run", "-c", join(dir.path, "bad.config.json"), "--no-state"]);
    expect(cli.exitCode).toBe(2);
    expect(cli.stderr).toContain('waivers[0].workflow: no workflow named "answr"; did you mean "answer"?');
  });
});
