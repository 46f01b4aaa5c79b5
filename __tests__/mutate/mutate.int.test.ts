/**
 * `mutate()` in process against the real fixture server offering two tools
 * (echo, add): a suite whose tests check only echo's result kills echo's
 * result mutants and lets add's survive, named; one assertion on add kills
 * them; a held answer is a timeout, never a kill; a failing suite stops
 * mutate with a clear error.
 */
import path from "node:path";
import { mutate } from "../../src/mutate/mutate.js";
import { UnmutatedRunError } from "../../src/mutate/unmutated-run-error.js";
import { MutationReportSchema, type MutationReport } from "../../src/result/mutation-report.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

const FIXTURE = path.join(REPO_ROOT, "__tests__", "fixtures", "servers", "fixture-server.mjs");

function config(addTest: Record<string, unknown>, mutateSettings: Record<string, unknown>) {
  return {
    server: { transport: "stdio" as const, command: process.execPath, args: [FIXTURE], env: { FIXTURE_TOOLS: "echo,add" } },
    timeouts: { toolCallMs: 1500 },
    mutate: mutateSettings,
    toolHealthSuites: [
      {
        name: "basics",
        tests: [
          { name: "echo answers", tool: "echo", args: { message: "ping" }, expectedResult: "Echo: ping" },
          { name: "add runs", tool: "add", args: { a: 2, b: 3 }, ...addTest },
        ],
      },
    ],
  };
}

const statusOf = (report: MutationReport, id: string) => report.mutants.find((m) => m.id === id);

describe("a suite that checks only the first tool's result", () => {
  let report: MutationReport;
  beforeAll(async () => {
    report = await mutate(config({}, { operators: ["empty-content", "perturb-result"] }), { cwd: REPO_ROOT, concurrency: 2 });
  });

  test("kills the first tool's result mutants and names the test that did", () => {
    expect(MutationReportSchema.parse(report)).toEqual(report);
    for (const operator of ["empty-content", "perturb-result"]) {
      expect(statusOf(report, `${operator}:default:echo`)).toMatchObject({ status: "killed", killedBy: ["basics/echo answers"] });
    }
  });

  test("lets the second tool's result mutants survive, named, each with a suggested assertion", () => {
    for (const operator of ["empty-content", "perturb-result"]) {
      const mutant = statusOf(report, `${operator}:default:add`);
      expect(mutant).toMatchObject({ status: "survived", killedBy: [], item: "add", operator });
      expect(mutant?.suggestion).toMatch(/expectedResult on a test of "add"/);
    }
  });

  test("scores killed / (killed + survived) exactly", () => {
    expect(report.counts).toEqual({ total: 4, killed: 2, survived: 2, timeout: 0, infrastructure: 0, equivalent: 0 });
    expect(report.mutationScore).toBe(0.5);
  });
});

test("one assertion on the second tool's result kills its mutants", async () => {
  // Anchored: an empty content's text falls back to the structuredContent's JSON, which "5" alone would still match.
  const report = await mutate(config({ expectedResult: "/^5$/" }, { operators: ["empty-content", "perturb-result"], items: ["add"] }), {
    cwd: REPO_ROOT,
  });
  expect(report.mutants.map((m) => [m.id, m.status, m.killedBy])).toEqual([
    ["empty-content:default:add", "killed", ["basics/add runs"]],
    ["perturb-result:default:add", "killed", ["basics/add runs"]],
  ]);
  expect(report.mutationScore).toBe(1);
});

test("an answer held past the call's timeout is a timeout, not a kill; a change that changes nothing is equivalent", async () => {
  const report = await mutate(config({}, { operators: ["delay-past-timeout", "drop-structured-content"] }), { cwd: REPO_ROOT });
  expect(statusOf(report, "delay-past-timeout:default:echo")).toMatchObject({ status: "timeout", killedBy: [] });
  expect(statusOf(report, "delay-past-timeout:default:add")).toMatchObject({ status: "timeout", killedBy: [] });
  // echo's result has no structuredContent: the mutant ran and changed nothing.
  expect(statusOf(report, "drop-structured-content:default:echo")).toMatchObject({ status: "equivalent", applied: 0 });
  // add declares an outputSchema: a result without structuredContent fails its test.
  expect(statusOf(report, "drop-structured-content:default:add")).toMatchObject({ status: "killed", killedBy: ["basics/add runs"] });
  expect(report.counts).toMatchObject({ killed: 1, survived: 0, timeout: 2, equivalent: 1 });
  expect(report.mutationScore).toBe(1);
});

test("a suite that fails unmutated stops mutate with a clear error (exit 2)", async () => {
  const failing = config({ expectedResult: "six" }, {});
  const error: unknown = await mutate(failing, { cwd: REPO_ROOT }).catch((e: unknown) => e);
  expect(UnmutatedRunError.isInstance(error)).toBe(true);
  expect((error as UnmutatedRunError).exitCode).toBe(2);
  expect((error as Error).message).toMatch(/does not pass unmutated, so a mutation score would mean nothing/);
});
