/**
 * `schema/invalid-message`: every message a server sends is validated
 * against the schema of its method. A planted bad message (a listed resource
 * with no name) is one info finding naming the message, the JSON pointer
 * and the schema rule, in both eras and on both transports, pending under
 * the frozen rule set; a fault a precise rule already names is not blamed
 * twice; clean servers (raw, SDK v1, SDK v2 dual-era, server-everything)
 * get none; and what check itself sends validates too (the self-check).
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { runCheck } from "../../src/check/run-check.js";
import { validateMessage } from "../../src/check/message-schema/validate-message.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";
import type { CheckReport } from "../../src/result/check-report.js";
import {
  EVERYTHING_SERVER_PATH,
  FIXTURE_SERVER_PATH,
  startHttpFixture,
  V2_FIXTURE_SERVER_PATH,
} from "../fixtures/servers/start-http-server.js";
import { tempDir } from "../helpers/temp-dir.js";

const PLANTED = fileURLToPath(new URL("../fixtures/servers/planted-server.mjs", import.meta.url));
const stdio = (path: string, env: Record<string, string> = {}, args: string[] = []) =>
  ServerSchema.parse({ command: process.execPath, args: [path, ...args], env });
const schemaFindings = (report: CheckReport) => report.checks.filter((c) => c.id === "schema/invalid-message" && c.status !== "passed");
/** Every finding but facts about the era and the draft server card (as planted-faults.int.test.ts counts them). */
const findingIds = (report: CheckReport) => [
  ...new Set(
    report.checks
      .filter((c) => c.status === "failed" || (c.status === "info" && !["lifecycle/modern-era", "server-card/fetch"].includes(c.id)))
      .map((c) => c.id),
  ),
];

test.each(["2025", "2026"])(
  "stdio, era %s: a listed resource with no name is one finding with its pointer and schema rule",
  async (era) => {
    const report = await runCheck({ servers: { planted: stdio(PLANTED, { ERA: era, FAULT: "schema-resource-name" }) } });
    expect(findingIds(report)).toEqual(["schema/invalid-message"]);
    const [finding, ...rest] = schemaFindings(report);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      level: "info",
      status: "info",
      pending: true,
      method: "resources/list",
      pointer: "/result/resources/0",
      era: era === "2025" ? "2025-11-25" : "2026-07-28",
      spec: expect.stringMatching(/\/basic#schema$/),
    });
    expect(finding!.reason).toMatch(
      /^the resources\/list result \(id \d+\) fails the schema ListResourcesResult at \/result\/resources\/0: must have required property 'name' \[keyword required, schema #\/properties\/resources\/items\/required\]/,
    );
  },
);

test("HTTP, dual era: the same message is caught in each era's session", async () => {
  await using server = await startHttpFixture({
    command: process.execPath,
    args: [PLANTED],
    env: { TRANSPORT: "http", ERA: "dual", FAULT: "schema-resource-name" },
    readyPattern: /LISTENING (\d+)/,
  });
  const report = await runCheck({ servers: { planted: ServerSchema.parse({ url: server.url }) } });
  expect(findingIds(report)).toEqual(["schema/invalid-message"]);
  expect(schemaFindings(report).map((c) => [c.era, c.pointer])).toEqual([
    ["2026-07-28", "/result/resources/0"],
    ["2025-11-25", "/result/resources/0"],
  ]);
});

test("a fault its precise rule names (inputSchema.type array) is not blamed again by the schema rule", async () => {
  const report = await runCheck({ servers: { planted: stdio(PLANTED, { ERA: "dual", FAULT: "schema-array-input" }) } });
  expect(findingIds(report)).toEqual(["tools/input-schema"]);
  expect(report.checks.filter((c) => c.id === "schema/invalid-message").map((c) => c.reason)).toEqual([
    expect.stringMatching(/; \d+ more did not, and another rule's finding names why$/),
    expect.stringMatching(/; \d+ more did not, and another rule's finding names why$/),
  ]);
});

test("clean servers: raw dual-era, SDK v1, SDK v2 dual-era and server-everything get no schema finding", async () => {
  const report = await runCheck({
    servers: {
      planted: stdio(PLANTED, { ERA: "dual" }),
      v1: stdio(FIXTURE_SERVER_PATH),
      v2: stdio(V2_FIXTURE_SERVER_PATH, { V2_LEGACY: "serve" }),
      everything: stdio(EVERYTHING_SERVER_PATH, {}, ["stdio"]),
    },
    call: true,
  });
  expect(schemaFindings(report).map((c) => `${c.target.server}: ${c.reason}`)).toEqual([]);
  const validated = report.checks.filter((c) => c.id === "schema/invalid-message");
  expect(validated.length).toBeGreaterThanOrEqual(5);
  for (const c of validated) expect(c.reason).toMatch(/^[1-9]\d* message\(s\) match the schema of their method$/);
});

test("self-check: every well-formed request and notification check sends validates against its schema", async () => {
  await using dir = await tempDir();
  const record = `${dir.path}/sent.jsonl`;
  await runCheck({ servers: { planted: stdio(PLANTED, { ERA: "dual", RECORD: record }) }, call: true });
  const sent = (await readFile(record, "utf8"))
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  // The deliberately malformed probes: a revision no server speaks, and a 2026 request missing clientCapabilities.
  const meta = (m: Record<string, unknown>) =>
    ((m.params as { _meta?: Record<string, unknown> } | undefined)?._meta ?? {}) as Record<string, unknown>;
  const malformed = (m: Record<string, unknown>) =>
    meta(m)["io.modelcontextprotocol/protocolVersion"] === "2099-01-01" ||
    ("io.modelcontextprotocol/protocolVersion" in meta(m) && !("io.modelcontextprotocol/clientCapabilities" in meta(m)));
  const judged = sent.filter((m) => typeof m.method === "string" && !malformed(m));
  expect(judged.length).toBeGreaterThan(10);
  const invalid = judged
    .map((message) => ({ method: message.method, verdict: validateMessage({ message, bytes: 0 }) }))
    .filter(({ verdict }) => "valid" in verdict && !verdict.valid);
  expect(invalid).toEqual([]);
});
