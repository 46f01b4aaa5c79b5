/**
 * A state folder restored from a cache is untrusted: a `state.lock` or state
 * file that is a symbolic link is never read through (its target could be
 * `/proc/self/environ`), and no warning quotes what it points at.
 */
import { mkdir, readFile, readlink, symlink } from "node:fs/promises";
import path from "node:path";
import type { ToolStats } from "../../src/result/tool-stats.js";
import { applyState } from "../../src/state/apply-state.js";
import { STATE_LOCK_FILE } from "../../src/state/state-lock.js";
import { sampleResult } from "../report/sample-result.js";
import { tempDir } from "../helpers/temp-dir.js";

const MARKER = "GITHUB_TOKEN=ghs_not-for-your-eyes";
const stats: ToolStats[] = [{ server: "default", tool: "echo", calls: 1, successes: 1, failures: 0, avgLatencyMs: 1, p95LatencyMs: 1 }];
const tools = [{ name: "echo", description: "Echo", inputSchema: { type: "object" as const, properties: {} } }];
const apply = (dir: string) =>
  applyState({ dir, servers: [{ server: "default", tools }], stats, run: sampleResult(), lock: { waitMs: 300 } });

test("a state.lock that is a symbolic link is moved aside unread: the run records its state, quotes nothing, and leaves the target alone", async () => {
  await using dir = await tempDir();
  const target = await dir.write("environ", MARKER);
  await mkdir(path.join(dir.path, "state"));
  await symlink(target, path.join(dir.path, "state", STATE_LOCK_FILE));
  const result = await apply(path.join(dir.path, "state"));
  expect(JSON.stringify(result.warnings)).not.toContain("not-for-your-eyes");
  expect(result.warnings).toEqual([]);
  expect(JSON.parse(await readFile(path.join(dir.path, "state", "history.json"), "utf8")).runs).toHaveLength(1);
  expect(await readFile(target, "utf8")).toBe(MARKER);
});

test("a state file that is a symbolic link is not read: the warning names the file and says what it is, never its target's text", async () => {
  await using dir = await tempDir();
  const target = await dir.write("environ", MARKER);
  const metrics = path.join(dir.path, "metrics.json");
  await symlink(target, metrics);
  const result = await apply(dir.path);
  expect(result.warnings).toEqual([expect.stringMatching(/metrics\.json is a symbolic link, not a regular file/)]);
  expect(JSON.stringify(result.warnings)).not.toContain("not-for-your-eyes");
  // Written as a file of its own (rename replaces the link, not its target).
  await expect(readlink(metrics)).rejects.toThrow();
  expect(await readFile(target, "utf8")).toBe(MARKER);
});
