/** Concurrent writers of one state folder: nothing lost, a dead writer's lock taken over, a live one waited for with a bound. */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { execa } from "execa";
import type { ToolStats } from "../../src/result/tool-stats.js";
import { applyState } from "../../src/state/apply-state.js";
import { STATE_LOCK_FILE, withStateLock } from "../../src/state/state-lock.js";
import { sampleResult } from "../report/sample-result.js";
import { tempDir } from "../helpers/temp-dir.js";

const stats: ToolStats[] = [{ server: "default", tool: "echo", calls: 1, successes: 1, failures: 0, avgLatencyMs: 1, p95LatencyMs: 1 }];
const tools = [{ name: "echo", description: "Echo", inputSchema: { type: "object" as const, properties: {} } }];
const apply = (dir: string, lock?: { waitMs?: number }) =>
  applyState({ dir, servers: [{ server: "default", tools }], stats, run: sampleResult(), ...(lock ? { lock } : {}) });

async function readJson(file: string): Promise<any> {
  return JSON.parse(await readFile(file, "utf8"));
}

describe("state folder lock", () => {
  test("12 updates at once: every one is in history.json and metrics.json, and the lock is gone", async () => {
    await using dir = await tempDir();
    const results = await Promise.all(Array.from({ length: 12 }, () => apply(dir.path)));
    expect(results.flatMap((r) => r.warnings)).toEqual([]);
    expect((await readJson(path.join(dir.path, "history.json"))).runs).toHaveLength(12);
    const metrics = await readJson(path.join(dir.path, "metrics.json"));
    expect(metrics.runCount).toBe(12);
    expect(metrics.tools["default/echo"].runs.map((r: { run: number }) => r.run)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect((await readdir(dir.path)).sort()).toEqual(["history.json", "metrics.json", "tools.json"]);
  });

  test("a lock left by a dead process is taken over", async () => {
    await using dir = await tempDir();
    const dead = await execa(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    const { hostname } = await import("node:os");
    await writeFile(
      path.join(dir.path, STATE_LOCK_FILE),
      JSON.stringify({ pid: Number(dead.stdout), host: hostname(), at: new Date().toISOString() }),
    );
    const result = await apply(dir.path, { waitMs: 5000 });
    expect(result.warnings).toEqual([]);
    expect((await readJson(path.join(dir.path, "history.json"))).runs).toHaveLength(1);
  });

  test("a lock held by a live writer is waited for, then the run goes on with a warning and writes nothing", async () => {
    await using dir = await tempDir();
    let release!: () => void;
    const held = withStateLock(dir.path, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await apply(dir.path, { waitMs: 200 });
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /State folder .* was not updated \(state folder lock .*state\.lock is still held by .*"pid":\d+.* after \d+ ms\); this run is missing from its history\./,
      ),
    ]);
    expect(result.toolChanges).not.toBeNull();
    release();
    await held;
    expect(await readdir(dir.path)).toEqual([]);
  });
});
