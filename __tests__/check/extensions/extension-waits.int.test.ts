/**
 * Extension probes wait the one connect budget (timeouts.connectMs,
 * --connect-ms) like every other wait of `check`, never a fixed 10 s of
 * their own: a Skills catalog that answers its first skills/list after 11 s
 * is judged on its answer, through `check` and through the library's
 * extensionChecks alike (both cut it off at 10 s before).
 */
import { fileURLToPath } from "node:url";
import { CheckRecorder } from "../../../src/check/check-recorder.js";
import { extensionChecks } from "../../../src/check/extensions/extension-checks.js";
import { runCheck } from "../../../src/check/run-check.js";
import { connectServer } from "../../../src/mcp/transport/connect-server.js";
import { ServerSchema } from "../../../src/protocol/server-spec.js";

const SKILLS = fileURLToPath(new URL("../../fixtures/servers/ext-skills-server.mjs", import.meta.url));
// Longer than the old fixed wait of the extension probes (10 s).
const slow = ServerSchema.parse({ command: process.execPath, args: [SKILLS], env: { EXT_DELAY_MS: "11000" } });

test("check: a skills/list answered after 11 s is judged on its answer (connect budget 30 s)", async () => {
  const report = await runCheck({ servers: { skills: slow }, protocol: "2026-07-28", connectTimeoutMs: 30_000 });
  expect(report.checks.find((c) => c.id === "ext/skills/list")).toMatchObject({ status: "passed" });
  expect(report.checks.filter((c) => c.id.startsWith("ext/skills/") && c.status === "failed")).toEqual([]);
});

test("extensionChecks (library): the same slow catalog passes with its default wait", async () => {
  const connection = await connectServer({ name: "skills", spec: slow, timeoutMs: 30_000 });
  try {
    const recorder = new CheckRecorder("skills", connection.protocolVersion);
    await extensionChecks(recorder, connection, { era: connection.protocolVersion, signal: AbortSignal.timeout(60_000) });
    expect(recorder.outcomes.find((o) => o.id === "ext/skills/list")).toMatchObject({ status: "passed" });
  } finally {
    await connection.close();
  }
});
