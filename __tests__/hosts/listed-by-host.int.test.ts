/**
 * `check --hosts` lists the tools as each host: declaring its clientInfo and
 * capabilities, one connection per distinct declaration. A tool a server
 * chooses by the client's name is cut exactly for the hosts it is not shown to.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCheck } from "../../src/check/run-check.js";
import type { HostProfile } from "../../src/hosts/host-profile.js";
import { listedByHost } from "../../src/hosts/listed-by-host.js";
import { profileById, resolveProfiles } from "../../src/hosts/profile-table.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";
import { tempDir } from "../helpers/run-mcpvals.js";

const SERVER = fileURLToPath(new URL("../fixtures/servers/host-incompat-server.mjs", import.meta.url));
const planted = (env: Record<string, string>) => ServerSchema.parse({ command: process.execPath, args: [SERVER], env });
const host = (id: string) => profileById(id) as HostProfile;

test("hosts that declare the same clientInfo and capabilities share one listing; each other declaration gets its own", async () => {
  await using dir = await tempDir();
  const starts = join(dir.path, "starts.txt");
  const twin: HostProfile = { ...host("cursor"), id: "cursor-twin" };
  const listed = await listedByHost({
    server: "planted",
    spec: planted({ STARTS: starts }),
    listed: [],
    hosts: [host("cursor"), twin, host("claude-code")],
    timeoutMs: 60_000,
    signal: new AbortController().signal,
  });
  expect(listed.errors).toEqual(new Map());
  // The server saw each declaration once, under the host's own clientInfo name.
  expect((await readFile(starts, "utf8")).trim().split("\n").sort()).toEqual(["claude-code", "cursor-vscode"]);
  expect(listed.byHost.get("cursor-twin")).toBe(listed.byHost.get("cursor"));
  // Claude Code declares elicitation, Cursor does not: the union is what some host is shown.
  expect(listed.byHost.get("cursor")!.map((t) => t.name)).not.toContain("confirm_with_user");
  expect(listed.full.map((t) => t.name)).toContain("confirm_with_user");
});

test("a tool the server lists by the client's name is cut exactly where the host's clientInfo differs", async () => {
  const report = await runCheck({
    servers: { planted: planted({ CLIENT_TOOL: "claude-code" }) },
    hosts: resolveProfiles(["claude-code", "cursor", "vscode", "openai"]),
  });
  const about = report.checks.filter((c) => c.item === "for_one_client" && c.status === "failed");
  // Listed to clientInfo "claude-code" only: VS Code declares every capability and is still not shown it.
  expect(about.map((c) => `${c.host} ${c.effect}`).sort()).toEqual(["cursor cut", "vscode cut"]);
  expect(about[0]!.reason).toContain("clientInfo");
  // The model API grades every tool some host is shown (it is clean there).
  expect(report.checks.filter((c) => c.host === "openai" && c.status === "failed")).toEqual([]);
  expect(report.checks.find((c) => c.id === "host/openai/footprint")?.reason).toMatch(/^7 tools/);
});
