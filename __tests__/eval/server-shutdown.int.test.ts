/**
 * How a run stops its stdio servers: a workflow's process exits in the
 * background (the workflow does not wait for it), evaluate() returns only
 * once every process has exited, and once the run is over a server that
 * stays after its stdin closed gets SIGTERM instead of the whole grace. A
 * workflow with teardown hooks still waits: the hooks run on a stopped server.
 * Tool tests release their servers the same way.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { evaluate } from "../../src/eval/evaluate.js";
import { hostileServer, newMarker } from "../faults/fault-helpers.js";
import { processesWith } from "../helpers/run-mcpvals.js";
import { useTempDir } from "../helpers/temp-dir.js";

const temp = useTempDir();
const node = process.execPath;

/**
 * The servers get a 10-minute grace (stopGraceMs): a SIGTERM seen before the
 * test's own timeout can only be the end-of-run hurry, not the grace running
 * out. No clock is read, so a loaded machine cannot fail it.
 */
const LONG_GRACE = { stopGraceMs: 600_000 };

test("servers that stay after stdin closes: evaluate() returns with none left, each SIGTERMed at the end of the run, not after its grace", async () => {
  const marker = newMarker("stay-on-eof");
  const sigterm = (i: number) => join(temp.dir(), `sigterm-${i}.txt`);
  const workflow = (i: number) => ({
    name: `echo ${i}`,
    servers: [`s${i}`],
    steps: [{ user: "echo", expectTools: [{ name: "echo", args: { text: `hi ${i}` } }] }],
  });
  const result = await evaluate(
    {
      servers: {
        s1: { ...hostileServer(marker, ["stay-on-eof"], { HOSTILE_SIGTERM_FILE: sigterm(1) }), ...LONG_GRACE },
        s2: { ...hostileServer(marker, ["stay-on-eof"], { HOSTILE_SIGTERM_FILE: sigterm(2) }), ...LONG_GRACE },
      },
      workflows: [workflow(1), workflow(2)],
      toolRetrieval: false,
    },
    { cwd: temp.dir(), model: "scripted", stateDir: false, env: { PATH: process.env.PATH } },
  );
  expect(result.workflows.map((w) => [w.name, w.passed, w.error])).toEqual([
    ["echo 1", true, null],
    ["echo 2", true, null],
  ]);
  expect(await processesWith(marker)).toEqual([]);
  for (const i of [1, 2]) {
    expect(readFileSync(sigterm(i), "utf8").split(" ")[0]).toBe("SIGTERM");
  }
});

test("a tool-test suite's server that stays after stdin closes is SIGTERMed once the run is over, not after its grace", async () => {
  const marker = newMarker("stay-on-eof-tests");
  const sigterm = join(temp.dir(), "sigterm-tests.txt");
  const result = await evaluate(
    {
      server: { ...hostileServer(marker, ["stay-on-eof"], { HOSTILE_SIGTERM_FILE: sigterm }), ...LONG_GRACE },
      toolHealthSuites: [{ name: "health", tests: [{ name: "echo", tool: "echo", args: { text: "hi" } }] }],
    },
    { cwd: temp.dir(), stateDir: false, env: { PATH: process.env.PATH } },
  );
  expect(result.toolHealth.map((t) => [t.test, t.passed, t.error])).toEqual([["echo", true, null]]);
  expect(await processesWith(marker)).toEqual([]);
  expect(readFileSync(sigterm, "utf8").split(" ")[0]).toBe("SIGTERM");
});

test("a workflow with teardown hooks waits for its server to exit before they run", async () => {
  const marker = newMarker("teardown");
  const sigterm = join(temp.dir(), "sigterm.txt");
  const seen = join(temp.dir(), "seen.txt");
  // The server stays after stdin closes until the grace ends in SIGTERM, which it records before it exits.
  const checkServer =
    "const fs = require('fs'); fs.appendFileSync(process.argv[2], (fs.existsSync(process.argv[1]) ? 'stopped' : 'running') + '\\n')";
  const result = await evaluate(
    {
      server: hostileServer(marker, ["stay-on-eof"], { HOSTILE_SIGTERM_FILE: sigterm }),
      workflows: [
        {
          name: "w",
          steps: [{ user: "echo", expectTools: [{ name: "echo", args: { text: "hi" } }] }],
          teardown: [{ command: [node, "-e", checkServer, sigterm, seen] }],
        },
      ],
      toolRetrieval: false,
    },
    { cwd: temp.dir(), model: "scripted", stateDir: false, env: { PATH: process.env.PATH } },
  );
  expect(result.workflows[0]).toMatchObject({ passed: true, error: null });
  expect(readFileSync(seen, "utf8")).toBe("stopped\n");
  expect(await processesWith(marker)).toEqual([]);
});

test("the attempts of a repeated workflow follow one another on a stopped server", async () => {
  const marker = newMarker("repeats");
  const dir = temp.dir();
  const log = join(dir, "setup.txt");
  // Each attempt's setup (before its server starts) logs how many earlier servers have stopped.
  const countStopped =
    "const fs = require('fs'); fs.appendFileSync(process.argv[2], fs.readdirSync(process.argv[1]).filter((f) => f.startsWith('sigterm-')).length + '\\n')";
  const result = await evaluate(
    {
      server: hostileServer(marker, ["stay-on-eof"], { HOSTILE_SIGTERM_FILE: join(dir, "sigterm-{{databaseId}}.txt") }),
      workflows: [
        {
          name: "w",
          repeats: 2,
          setup: [{ command: [node, "-e", countStopped, dir, log] }],
          steps: [{ user: "echo", expectTools: [{ name: "echo", args: { text: "hi" } }] }],
        },
      ],
      toolRetrieval: false,
    },
    { cwd: dir, model: "scripted", stateDir: false, env: { PATH: process.env.PATH } },
  );
  expect(result.workflows[0]).toMatchObject({ passed: true, error: null });
  expect(readFileSync(log, "utf8")).toBe("0\n1\n");
  expect(await processesWith(marker)).toEqual([]);
});
