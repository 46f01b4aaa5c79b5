/**
 * A run's stages: planRun is data (what runs, with which models) and opens
 * nothing; openRun opens the state folder (here: moves a flat 0.4 layout
 * into it) and owns the connections; disposing it stops every server
 * process the run started, also one that stays after its stdin closed.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { resolveConfigSource } from "../../src/config/resolve-config-source.js";
import { executeRun } from "../../src/eval/execute-run.js";
import { openRun } from "../../src/eval/open-run.js";
import { planRun } from "../../src/eval/plan-run.js";
import { EventChannel } from "../../src/trace/event-channel.js";
import { hostileServer, newMarker } from "../faults/fault-helpers.js";
import { processesWith } from "../helpers/run-mcpvals.js";
import { useTempDir } from "../helpers/temp-dir.js";

const temp = useTempDir();

test("planRun opens nothing; openRun opens the state folder, and its disposal leaves no server process behind", async () => {
  const marker = newMarker("plan-open");
  const env = { PATH: process.env.PATH };
  const signal = new AbortController().signal;
  // A state folder in the flat layout of mcpvals 0.4: opening it moves its files into `st/default/`.
  await mkdir(join(temp.dir(), "st"));
  await writeFile(join(temp.dir(), "st", "metrics.json"), "{}");
  const config = await resolveConfigSource(
    {
      stateDir: "st",
      servers: { s: hostileServer(marker, ["stay-on-eof"]) },
      toolHealthSuites: [{ name: "suite", tests: [{ name: "echo", tool: "echo", args: { text: "hi" } }] }],
      toolRetrieval: false,
    },
    { cwd: temp.dir(), env },
  );
  const channel = new EventChannel({ observers: [] });

  const plan = await planRun(config, channel, { cwd: temp.dir(), env, signal });
  expect(plan.work.suites.map((s) => s.name)).toEqual(["suite"]);
  expect(existsSync(join(temp.dir(), "st", "metrics.json"))).toBe(true);
  expect(existsSync(join(temp.dir(), "st", "default"))).toBe(false);

  {
    await using run = await openRun(plan, channel, { cwd: temp.dir(), env, signal });
    expect(run.stateDir).toBe(join(temp.dir(), "st", "default"));
    expect(existsSync(join(temp.dir(), "st", "default", "metrics.json"))).toBe(true);
    const outcome = await executeRun(plan, run, channel, signal);
    expect(outcome.toolHealth.map((t) => [t.test, t.passed, t.error])).toEqual([["echo", true, null]]);
  }
  expect(await processesWith(marker)).toEqual([]);
});
