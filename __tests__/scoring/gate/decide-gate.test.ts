import { DEFAULT_GATE, GateSchema, WaiverSchema, type GateSettings, type Waiver } from "../../../src/config/gate-schema.js";
import type { BaselineRun } from "../../../src/scoring/gate/baseline-run.js";
import { decideGate } from "../../../src/scoring/gate/decide-gate.js";
import { withGateFindings } from "../../../src/report/gate-text.js";
import { mergeGates } from "../../../src/scoring/gate/merge-gates.js";
import { quarantinedUnits } from "../../../src/scoring/gate/quarantined-units.js";
import { unitCounts, type UnitCounts } from "../../../src/scoring/gate/unit-counts.js";
import { waiverExpired } from "../../../src/scoring/gate/waiver-for.js";
import { historyBaseline } from "../../../src/state/history-baseline.js";
import { recordHistory } from "../../../src/state/record-run.js";
import { nameTable } from "../../../src/util/name-table.js";

const NOW = new Date("2026-11-26T12:00:00Z");
const head = (name: string, passes: number, attempts: number, kind: "workflow" | "test" = "workflow"): UnitCounts => ({
  kind,
  name,
  passes,
  attempts,
});
const run = (at: string, workflows: Record<string, [number, number]>, tests: Record<string, [number, number]> = {}): BaselineRun => ({
  at,
  workflows: nameTable(Object.entries(workflows).map(([n, [p, a]]) => [n, { passes: p, attempts: a }])),
  tests: nameTable(Object.entries(tests).map(([n, [p, a]]) => [n, { passes: p, attempts: a }])),
});
const gate = (units: UnitCounts[], baseline: BaselineRun[], settings: Partial<GateSettings> = {}, waivers: Waiver[] = [], now = NOW) =>
  withGateFindings(
    decideGate({ head: units, baseline, source: { kind: "state" }, settings: { ...DEFAULT_GATE, ...settings }, waivers, now }),
  );

describe("decideGate", () => {
  test("pools the latest baseline runs per unit and fails on a shown regression", () => {
    const baseline = [run("1", { a: [5, 5] }), run("2", { a: [5, 5] })];
    const result = gate([head("a", 5, 10)], baseline);
    expect(result.passed).toBe(false);
    expect(result.units[0]).toMatchObject({
      verdict: "regression",
      outcome: "fail",
      baseline: { passes: 10, attempts: 10 },
      baselineRuns: 2,
    });
    expect(result.failures).toEqual(['workflow "a" regressed: 5/10 (0.50) vs 10/10 (1.00) on the baseline, −0.50 (95% CI −0.76 to −0.12)']);
    // Each rate carries its Wilson interval (95%), which the HTML chart draws and never computes.
    expect(result.units[0]!.history).toEqual([
      { at: "1", rate: 1, attempts: 5, lower: expect.closeTo(0.5655, 4), upper: 1 },
      { at: "2", rate: 1, attempts: 5, lower: expect.closeTo(0.5655, 4), upper: 1 },
    ]);
    expect(result.units[0]!.headInterval).toEqual({ lower: expect.closeTo(0.2366, 4), upper: expect.closeTo(0.7634, 4) });
  });

  test("a baseline run whose counts cannot be (from a hostile cache or report) is no sample, never a crash", () => {
    const bad = (passes: number, attempts: number): BaselineRun => ({
      at: "x",
      workflows: nameTable([["a", { passes, attempts }] as const]),
      tests: nameTable(),
    });
    const baseline = [bad(10, 5), bad(-3, 5), bad(1e300, 1e300), bad(2.5, 5), run("ok", { a: [10, 10] })];
    expect(gate([head("a", 5, 10)], baseline).units[0]).toMatchObject({
      verdict: "regression",
      baseline: { passes: 10, attempts: 10 },
      baselineRuns: 1,
    });
  });

  test("baselineRuns cuts to the latest runs: an old bad run no longer counts", () => {
    const baseline = [run("1", { a: [0, 10] }), run("2", { a: [10, 10] })];
    expect(gate([head("a", 10, 10)], baseline).units[0]!.verdict).toBe("improvement");
    expect(gate([head("a", 10, 10)], baseline, { baselineRuns: 1 }).units[0]).toMatchObject({ verdict: "no_change", baselineRuns: 1 });
  });

  test("regressions: warn and off never fail the run, and still say what they saw", () => {
    const baseline = [run("1", { a: [10, 10] })];
    const warned = gate([head("a", 2, 10)], baseline, { regressions: "warn" });
    expect(warned).toMatchObject({ passed: true, failures: [] });
    expect(warned.warnings[0]).toMatch(/^workflow "a" regressed/);
    const off = gate([head("a", 2, 10)], baseline, { regressions: "off" });
    expect(off.passed).toBe(true);
    expect(off.warnings[0]).toMatch(/\(gate off\)$/);
  });

  test("insufficient data is never a pass or a fail: it is listed with the attempts that would decide it", () => {
    const result = gate([head("a", 0, 2)], [run("1", { a: [10, 10] })]);
    expect(result.passed).toBe(true);
    expect(result.units[0]).toMatchObject({ outcome: "undecided", moreAttempts: { head: 3, baseline: 0 } });
    expect(result.undecided).toEqual(['workflow "a": insufficient data, 0/2 (0.00) vs 10/10 (1.00): run 3 more']);
  });

  test("a unit new on this branch has no baseline: insufficient data, with nothing to decide", () => {
    const result = gate([head("new", 0, 10)], [run("1", { old: [10, 10] })]);
    expect(result.units[0]).toMatchObject({
      verdict: "insufficient_data",
      outcome: "pass",
      baseline: { passes: 0, attempts: 0 },
      interval: null,
    });
    expect(result.undecided).toEqual([]);
  });

  test("a single tool-test attempt at its baseline's rate asks no question; one below it does", () => {
    const baseline = [run("1", {}, { "s/t": [20, 20] })];
    expect(gate([head("s/t", 1, 1, "test")], baseline).units[0]).toMatchObject({ verdict: "insufficient_data", outcome: "pass" });
    const failed = gate([head("s/t", 0, 1, "test")], baseline);
    expect(failed.units[0]).toMatchObject({ outcome: "undecided" });
    expect(failed.undecided[0]).toBe('test "s/t": insufficient data, 0/1 (0.00) vs 20/20 (1.00): run 4 more');
  });

  test("tool tests are units of their own, named suite/test", () => {
    const result = gate([head("math/adds", 0, 5, "test")], [run("1", {}, { "math/adds": [5, 5] })]);
    expect(result.units[0]).toMatchObject({ kind: "test", verdict: "regression" });
  });

  test("a waiver holds through its day (UTC) and runs out at the next midnight", () => {
    expect(waiverExpired({ until: "2026-11-26" }, new Date("2026-11-26T23:59:59Z"))).toBe(false);
    expect(waiverExpired({ until: "2026-11-26" }, new Date("2026-11-27T00:00:00Z"))).toBe(true);
  });

  test("a waived regression warns; expired, it fails; an expired waiver on a recovered unit asks to be removed", () => {
    const baseline = [run("1", { "a [2025-11-25]": [10, 10], b: [10, 10] })];
    const waivers: Waiver[] = [
      { workflow: "a", reason: "known", until: "2026-12-31" },
      { workflow: "b", reason: "old", until: "2026-01-01" },
    ];
    const result = gate([head("a [2025-11-25]", 2, 10), head("b", 10, 10)], baseline, {}, waivers);
    expect(result.passed).toBe(true);
    expect(result.units[0]).toMatchObject({ outcome: "warn", waiver: { reason: "known", expired: false } });
    expect(result.warnings).toContain('workflow "b": its waiver expired after 2026-01-01 and it no longer regresses: remove the waiver');
    const later = gate([head("a [2025-11-25]", 2, 10)], baseline, {}, waivers, new Date("2027-01-01T00:00:00Z"));
    expect(later.passed).toBe(false);
    expect(later.failures[0]).toContain('its waiver expired after 2026-12-31 ("known")');
  });

  test("flaky on the baseline is named; quarantined it never fails the gate", () => {
    const baseline = [run("1", { f: [3, 5] }), run("2", { f: [2, 5] })];
    const named = gate([head("f", 5, 10)], baseline);
    expect(named.units[0]!.flaky).toEqual({ rate: 0.5, attempts: 10, trend: "steady" });
    expect(named.warnings).toEqual(['workflow "f": flaky on the baseline: passes 50% of 10 attempts']);
    const broken = gate([head("f", 0, 10)], baseline);
    expect(broken.passed).toBe(false);
    const quarantined = gate([head("f", 0, 10)], baseline, { quarantine: true });
    expect(quarantined).toMatchObject({ passed: true, units: [{ quarantined: true, outcome: "warn" }] });
    expect(quarantinedUnits(quarantined)?.workflows).toEqual(new Set(["f"]));
  });

  test("the run's pass rate carries its Wilson interval", () => {
    const result = gate([head("a", 81, 263)], []);
    expect(result.runRate).toEqual({ passes: 81, attempts: 263, lower: 0.2553, upper: 0.3662 });
  });

  test("merged shards: the union of their units, the rate computed again", () => {
    const baseline = [run("1", { a: [10, 10], b: [10, 10] })];
    const merged = mergeGates([gate([head("a", 10, 10)], baseline), gate([head("b", 0, 10)], baseline), undefined]);
    expect(merged).toMatchObject({ passed: false, runRate: { passes: 10, attempts: 20 } });
    expect(merged!.units.map((u) => u.name)).toEqual(["a", "b"]);
    expect(mergeGates([undefined, null])).toBeUndefined();
  });
});

describe("the gate's samples", () => {
  test("repeats count each attempt; infrastructure failures are no sample", () => {
    const counted = unitCounts(
      [
        { name: "rep", passed: true, repeats: { k: 5, passes: 4, pass1: 0.8, passAtK: true, passHatK: false, minPass: 1, passed: true } },
        { name: "one", passed: false },
        { name: "dead", passed: false, infrastructure: true },
      ],
      [{ suite: "s", test: "t", passed: true }],
    );
    expect(counted).toEqual([
      { kind: "workflow", name: "rep", passes: 4, attempts: 5 },
      { kind: "workflow", name: "one", passes: 0, attempts: 1 },
      { kind: "test", name: "s/t", passes: 1, attempts: 1 },
    ]);
  });

  test("a history run written before the gate counts each workflow's verdict as one attempt", () => {
    const runs = historyBaseline({
      version: 1,
      runs: [
        { at: "old", score: 1, passed: true, workflows: nameTable([["a", true] as const, ["b", false] as const]) },
        {
          at: "new",
          score: 1,
          passed: true,
          workflows: nameTable([["a", true] as const]),
          counts: { workflows: nameTable([["a", { passes: 3, attempts: 5 }] as const]), tests: nameTable() },
        },
      ],
    });
    expect(runs[0]!.workflows.b).toEqual({ passes: 0, attempts: 1 });
    expect(runs[1]!.workflows.a).toEqual({ passes: 3, attempts: 5 });
  });
});

describe("the baseline of a pull request", () => {
  test("is its base branch's runs: the PR's own cached runs (and other branches', and unkeyed ones) are left out", () => {
    const entry = (at: string, branch?: string) => ({
      at,
      score: 1,
      passed: true,
      workflows: nameTable([["a", true] as const]),
      ...(branch ? { branch } : {}),
    });
    const history = { version: 1 as const, runs: [entry("old"), entry("main1", "main"), entry("pr1", "fix-x"), entry("main2", "main")] };
    // A run without a key (local, an older version, or forged into a restored cache) is nobody's baseline.
    expect(historyBaseline(history, "main").map((r) => r.at)).toEqual(["main1", "main2"]);
    expect(historyBaseline(history).map((r) => r.at)).toEqual(["old", "main1", "pr1", "main2"]);
  });

  test("a run records its branch when it is known", () => {
    const run = { score: 1, passed: true, workflows: [], toolHealth: [] };
    expect(recordHistory(null, run, "t", "fix-x").runs[0]).toMatchObject({ branch: "fix-x" });
    expect(recordHistory(null, run, "t").runs[0]).not.toHaveProperty("branch");
  });
});

describe("gate config", () => {
  test("defaults, and bad values named", () => {
    expect(GateSchema.parse({})).toEqual(DEFAULT_GATE);
    expect(GateSchema.safeParse({ minEffect: 2 }).success).toBe(false);
    expect(WaiverSchema.safeParse({ workflow: "a", test: "b", reason: "x", until: "2026-01-01" }).success).toBe(false);
    expect(WaiverSchema.safeParse({ workflow: "a", reason: "x", until: "2026-02-30" }).success).toBe(false);
    expect(WaiverSchema.safeParse({ workflow: "a", reason: "x", until: "31/12/2026" }).success).toBe(false);
    expect(WaiverSchema.safeParse({ workflow: "a", reason: "x", until: "2026-12-31" }).success).toBe(true);
  });
});
