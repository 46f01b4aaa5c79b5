/**
 * A named pipe where a config or state file belongs: opening it for reading
 * would wait for a writer forever (and hold a libuv thread, so the process
 * could not exit). Each case runs the real CLI; a hang is killed by the
 * helper's timeout and fails the case.
 */
import { execFileSync } from "node:child_process";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { newMarker, orphansOf } from "./fault-helpers.js";

const SERVER = fileURLToPath(new URL("../fixtures/servers/runtime-hostile-server.mjs", import.meta.url));

function mkfifo(file: string): void {
  execFileSync("mkfifo", [file]);
}

describe("a FIFO as a file mcpvals reads", () => {
  test.each(["c.json", "c.yaml", "c.ts"])(
    "config %s: refused with a config error naming the file",
    async (name) => {
      await using dir = await tempDir();
      const file = path.join(dir.path, name);
      mkfifo(file);
      const run = await runMcpvals(["run", "-c", file, "--no-state"]);
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toContain(`Could not read config file ${file}: not a regular file: it is a named pipe (FIFO)`);
    },
    40_000,
  );

  test("a state file: warned about by name, rebuilt, and the run passes", async () => {
    await using dir = await tempDir();
    const marker = newMarker("fifo-state");
    const config = await dir.write("c.json", {
      server: { command: process.execPath, args: [SERVER, marker] },
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { text: "hi" }, expectedResult: "hi" }] }],
    });
    const state = path.join(dir.path, "state");
    await mkdir(path.join(state, "c"), { recursive: true });
    const metrics = path.join(state, "c", "metrics.json");
    mkfifo(metrics);
    const run = await runMcpvals(["run", "-c", config, "--state-dir", state]);
    expect(run.exitCode).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(`State file ${metrics} is a FIFO, not a regular file; it is not read, and is rebuilt.`);
    expect((await stat(metrics)).isFile()).toBe(true);
    expect(await orphansOf(marker)).toEqual([]);
  });
});
