/**
 * The real `bin/mcpvals.js` process where the boundary is the subject: a
 * reader that leaves early (`mcpvals schema | head -1`), and a Node too old.
 */
import { spawn } from "node:child_process";
import { BIN, REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

/** Runs the CLI with its stdout pipe closed before it writes, as `| head -1` closes it after a line. */
async function withClosedStdout(args: string[], cwd: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" } });
  child.stdout.destroy();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
  return { code, stderr };
}

test("a closed stdout is no crash: schema and list exit 0 with nothing on stderr; check keeps its verdict", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { command: "mcp-server-everything" },
    workflows: [{ name: "w", steps: [{ user: "echo hi", expectTools: ["echo"] }] }],
  });
  expect(await withClosedStdout(["schema"], dir.path)).toEqual({ code: 0, stderr: "" });
  expect(await withClosedStdout(["list"], dir.path)).toEqual({ code: 0, stderr: "" });
  expect(await withClosedStdout(["--help"], dir.path)).toEqual({ code: 0, stderr: "" });
  // A failing check still exits 3 (the server cannot start), without an EPIPE trace.
  const check = await withClosedStdout(["check", "--", "no-such-server-xyz"], dir.path);
  expect(check).toEqual({ code: 3, stderr: "" });
});

test("on Node 20 the launcher tells the user what to do, in their own project's terms", async () => {
  // The launcher reads process.versions before importing anything: a preloaded module makes this Node look like 20.
  const pretend = `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"20.11.1"}})`;
  const child = spawn(process.execPath, ["--import", pretend, BIN, "--version"], { cwd: REPO_ROOT });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
  expect(code).toBe(2);
  expect(stderr).toBe(
    "mcpvals needs Node.js >= 22.12 (this is Node 20.11.1). Upgrade Node, or add Node 22 to this project " +
      "(npx mcpvals and npm scripts then run on it): npm i -D node@22; " +
      "in GitHub Actions, add actions/setup-node with node-version: 22 (or 24) before it.\n",
  );
  expect(stderr).not.toMatch(/this repository|npm ci/);
});

test("Node 22 before 22.12 (no require of an ES module) is refused the same way; 22.12 starts", async () => {
  const run = async (version: string) => {
    const pretend = `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"${version}"}})`;
    const child = spawn(process.execPath, ["--import", pretend, BIN, "--version"], { cwd: REPO_ROOT });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    return { code, stderr };
  };
  const old = await run("22.11.0");
  expect(old.code).toBe(2);
  expect(old.stderr).toContain("mcpvals needs Node.js >= 22.12 (this is Node 22.11.0)");
  expect(await run("22.12.0")).toEqual({ code: 0, stderr: "" });
});
