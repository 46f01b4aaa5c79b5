/**
 * `run --hosts a,b` is the config's top-level `hosts: [a, b]`: the same
 * workflow × host units, hosts and verdicts (the scripted driver against
 * the real server-everything, no key); it replaces the config's own `host`;
 * a name that is no host is a usage error with the closest one (exit 2).
 */
import { runCliInProcess } from "../helpers/run-cli-in-process.js";
import { tempDir, type TempDir } from "../helpers/temp-dir.js";

const base = {
  servers: { everything: { command: "mcp-server-everything" } },
  model: "scripted",
  workflows: [{ name: "sum", steps: [{ user: "Add 2 and 3", expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }] }] }],
};
const cli = (dir: TempDir, args: string[]) => runCliInProcess(args, { cwd: dir.path });
const units = (stdout: string) =>
  (JSON.parse(stdout) as { workflows: Array<{ name: string; workflow: string; host?: string; passed: boolean }> }).workflows.map((w) => [
    w.name,
    w.workflow,
    w.host,
    w.passed,
  ]);

test("--hosts claude-code,cursor runs what config hosts: [claude-code, cursor] runs, over the config's host", async () => {
  await using flagged = await tempDir();
  await flagged.write("mcpvals.config.json", { ...base, host: "claude-desktop" });
  await using configured = await tempDir();
  await configured.write("mcpvals.config.json", { ...base, hosts: ["claude-code", "cursor"] });
  const byFlag = await cli(flagged, ["run", "--no-state", "--hosts", "claude-code,cursor", "-r", "json"]);
  const byConfig = await cli(configured, ["run", "--no-state", "-r", "json"]);
  expect([byFlag.code, byConfig.code]).toEqual([0, 0]);
  expect(units(byFlag.stdout)).toEqual([
    ["sum [claude-code]", "sum", "claude-code", true],
    ["sum [cursor]", "sum", "cursor", true],
  ]);
  expect(units(byFlag.stdout)).toEqual(units(byConfig.stdout));
});

test("--hosts with a name that is no host: a usage error naming the closest (exit 2)", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", base);
  const run = await cli(dir, ["run", "--no-state", "--hosts", "claude-cod"]);
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/--hosts: "claude-cod" is no host to run as \(did you mean claude-code\?\)/);
});
