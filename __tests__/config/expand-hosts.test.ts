/**
 * `host:` / `hosts:` in the config: each workflow × host is its own workflow
 * (named with the host) on per-host copies of its servers; the top-level
 * `hosts` list `check` grades runs its hosts only (model-API profiles are
 * check-only), "all" runs every host, and a workflow's own choice wins.
 */
import { ConfigSchema } from "../../src/config/schema.js";
import { normalizeConfig } from "../../src/config/normalize-config.js";
import { HOST_IDS } from "../../src/hosts/run-adapter.js";

const normalize = (input: Record<string, unknown>) =>
  normalizeConfig(ConfigSchema.parse({ servers: { everything: { command: "mcp-server-everything" } }, ...input }), {
    file: null,
    baseDir: process.cwd(),
    env: {},
  });

const steps = [{ user: "hi" }];

test("a matrix: one workflow per host, on that host's copy of each server", () => {
  const config = normalize({ hosts: ["claude-code", "gemini", "cursor"], workflows: [{ name: "w", steps }] });
  expect(config.workflows.map((w) => [w.name, w.host, w.servers])).toEqual([
    ["w [claude-code]", "claude-code", ["everything@claude-code"]],
    ["w [cursor]", "cursor", ["everything@cursor"]],
  ]);
  expect(config.hostServers).toEqual({
    "everything@claude-code": { server: "everything", host: "claude-code" },
    "everything@cursor": { server: "everything", host: "cursor" },
  });
  expect(Object.keys(config.servers)).toEqual(["everything", "everything@claude-code", "everything@cursor"]);
  // `check` still gets the whole list, model-API profiles included.
  expect(config.hosts).toEqual(["claude-code", "gemini", "cursor"]);
});

test("a workflow's own host wins over the top level; all runs every host; no host leaves the workflow as it was", () => {
  const config = normalize({
    host: "codex",
    workflows: [
      { name: "own", host: "vscode", steps },
      { name: "top", steps },
    ],
  });
  expect(config.workflows.map((w) => w.name)).toEqual(["own [vscode]", "top [codex]"]);
  const all = normalize({ hosts: ["all"], workflows: [{ name: "w", steps }] });
  expect(all.workflows.map((w) => w.host)).toEqual([...HOST_IDS]);
  const plain = normalize({ workflows: [{ name: "w", steps }] });
  expect(plain.workflows[0]).not.toHaveProperty("host");
  expect(plain.workflows[0]!.name).toBe("w");
  expect(plain).not.toHaveProperty("hostServers");
});

test("host copies of a multi-era server keep the configured name for the host's prefix", () => {
  const config = normalize({
    servers: { everything: { command: "mcp-server-everything", protocol: ["2026-07-28", "2025-11-25"] } },
    host: "claude-code",
    workflows: [{ name: "w", steps }],
  });
  expect(config.workflows.map((w) => w.servers)).toEqual([["everything-2026-07-28@claude-code"], ["everything-2025-11-25@claude-code"]]);
  expect(config.hostServers!["everything-2025-11-25@claude-code"]).toEqual({ server: "everything", host: "claude-code" });
});

test("host with hosts at one level is a config error", () => {
  expect(() => normalize({ host: "codex", hosts: ["cursor"], workflows: [{ name: "w", steps }] })).toThrow(
    "host: give `host` (run as one host) or `hosts` (a list), not both",
  );
});

test("the gate counts each workflow × host apart (history keys by the host-suffixed name)", async () => {
  const { unitCountTables } = await import("../../src/scoring/gate/unit-counts.js");
  const config = normalize({ hosts: ["claude-code", "cursor"], workflows: [{ name: "w", steps }] });
  const results = config.workflows.map((w, i) => ({ name: w.name, passed: i === 0 }));
  expect(unitCountTables(results, []).workflows).toEqual({
    "w [claude-code]": { passes: 1, attempts: 1 },
    "w [cursor]": { passes: 0, attempts: 1 },
  });
});
