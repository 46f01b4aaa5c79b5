/**
 * `run --watch` as a user runs it: the real CLI as a process, a real stdio server whose file the test edits.
 * Each change runs again (the server restarted, so the edited server is what runs), in the compact view;
 * the reports the run writes do not wake it; Ctrl-C ends it with the last run's exit code.
 */
import { spawn } from "node:child_process";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BIN, tempDir } from "../helpers/run-mcpvals.js";

const SERVER = fileURLToPath(new URL("../fixtures/servers/env-server.mjs", import.meta.url));

const config = (expected: string) => ({
  server: { command: process.execPath, args: ["srv/server.mjs"] },
  toolHealthSuites: [{ name: "s", tests: [{ name: "answer", tool: "needs_env", args: {}, expectedResult: expected }] }],
});

test("run --watch reruns on a server file change and a config change, compactly, and Ctrl-C ends it with the last exit code", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config("ok"));
  const server = join(dir.path, "srv", "server.mjs");
  await mkdir(join(dir.path, "srv"));
  await copyFile(SERVER, server);
  const child = spawn(process.execPath, [BIN, "run", "--watch", "--json", "out.json"], {
    cwd: dir.path,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1" },
  });
  let out = "";
  const waiting = new Set<() => void>();
  const take = (chunk: Buffer) => {
    out += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  // Resolves once `text` has appeared `times` times; fails if the process exits first.
  const until = (text: string, times: number) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (out.split(text).length - 1 < times) return;
        waiting.delete(check);
        done();
      };
      waiting.add(check);
      void exited.then(() => fail(new Error(`the watch ended before "${text}" x${times}:\n${out}`)));
      check();
    });
  try {
    await until("watching", 1);
    expect(out).toMatch(/^PASSED {2}/m);
    // The server's answer changes: the rerun starts the edited server and fails.
    await writeFile(server, (await readFile(server, "utf8")).replace("const text = `ok: ", "const text = `KO: "));
    await until("watching", 2);
    expect(out).toMatch(/── srv\/server\.mjs changed: run 2 ──/);
    expect(out).toMatch(/^FAILED {2}/m);
    await dir.write("mcpvals.config.json", config("KO"));
    await until("watching", 3);
    expect(out).toMatch(/── mcpvals\.config\.json changed: run 3 ──/);
  } finally {
    child.kill("SIGINT");
  }
  expect(await exited).toBe(0);
  // Three runs, one per change: writing out.json and the state folder never woke the watch.
  expect(out.match(/^(PASSED|FAILED)(?= {2})/gm)).toEqual(["PASSED", "FAILED", "PASSED"]);
  // The compact view: no servers, tools or coverage sections.
  expect(out).not.toMatch(/^(Servers|Tools|Coverage)\b/m);
});
