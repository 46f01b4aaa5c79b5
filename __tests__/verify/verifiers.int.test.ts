/**
 * file, command and http verifiers against real files, real child processes
 * and a real loopback HTTP server; executeVerifiers' handling of verifiers
 * that throw, hang or are cancelled.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { VerifierSpecSchema } from "../../src/config/verify-schema.js";
import { createVerifier } from "../../src/verify/create-verifier.js";
import { executeVerifiers, type SharedVerifyContext } from "../../src/verify/execute-verifiers.js";
import type { Verifier } from "../../src/verify/verifier.js";
import type { VerifierResult } from "../../src/result/verifier-result.js";
import { useTempDir } from "../helpers/temp-dir.js";

const temp = useTempDir();
const context = (): SharedVerifyContext => ({
  workflow: "w",
  databaseId: "mcpvals_0badf00d",
  finalMessage: "",
  toolCalls: [],
  baseDir: temp.dir(),
  env: process.env,
});
const never = new AbortController().signal;

async function check(specs: unknown[]): Promise<VerifierResult[]> {
  return executeVerifiers(
    specs.map((spec) => createVerifier(VerifierSpecSchema.parse(spec))),
    context(),
    { signal: never, defaultTimeoutMs: 10_000 },
  );
}

test("file: exists, absent, contains, JSON path equals", async () => {
  await temp.write("state.json", JSON.stringify({ items: [{ name: "milk", done: true }] }));
  const results = await check([
    { type: "file", path: "state.json" },
    { type: "file", path: "gone.txt", exists: false },
    { type: "file", path: "state.json", contains: '"milk"' },
    { type: "file", path: "state.json", jsonPath: "$.items[0].done", equals: true },
    { type: "file", path: "missing.txt" },
    { type: "file", path: "state.json", exists: false },
    { type: "file", path: "state.json", contains: "bread" },
    { type: "file", path: "state.json", jsonPath: "$.items[0].done", equals: false },
    { type: "file", path: "state.json", jsonPath: "$.items[3].name", equals: "x" },
  ]);
  expect(results.map((r) => r.passed)).toEqual([true, true, true, true, false, false, false, false, false]);
  expect(results[4]!.message).toMatch(/missing\.txt does not exist$/);
  expect(results[6]!.message).toMatch(/does not contain "bread"/);
  expect(results[7]).toMatchObject({ expected: "$.items[0].done = false", actual: "$.items[0].done = true" });
  expect(results[8]!.message).toMatch(/nothing at \$\.items\[3\]$/);
});

test("command: a real child process with a safe environment, exit code and stdout", async () => {
  process.env.MCPVALS_TEST_SECRET_TOKEN = "must-not-leak";
  try {
    const node = process.execPath;
    const results = await check([
      {
        type: "command",
        command: [
          node,
          "-e",
          "console.log('db=' + process.env.MCPVALS_DATABASE_ID + ' x=' + process.env.X + ' secret=' + process.env.MCPVALS_TEST_SECRET_TOKEN)",
        ],
        env: { X: "1" },
        stdoutContains: "db=mcpvals_0badf00d x=1 secret=undefined",
      },
      { type: "command", command: [node, "-e", "process.exit(3)"], exitCode: 3 },
      { type: "command", command: [node, "-e", "console.error('boom'); process.exit(2)"] },
      { type: "command", command: [node, "-e", "console.log('hello')"], stdoutContains: "/^bye/" },
      { type: "command", command: ["definitely-not-a-program-mcpvals"] },
      { type: "command", command: [node, "-e", "setTimeout(() => {}, 60000)"], timeoutMs: 300 },
    ]);
    expect(results.map((r) => r.passed)).toEqual([true, true, false, false, false, false]);
    expect(results[2]!.message).toBe("exited with 2, expected 0; stderr: boom");
    expect(results[3]!.message).toBe('stdout does not contain "/^bye/"');
    expect(results[4]!.message).toMatch(/^definitely-not-a-program-mcpvals did not start: .*ENOENT/);
    expect(results[5]!.message).toMatch(/timed out after 300 ms|did not finish within 300 ms/);
  } finally {
    delete process.env.MCPVALS_TEST_SECRET_TOKEN;
  }
});

describe("http", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/todos" && req.method === "GET") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ todos: [{ title: "milk", done: true }] }));
      } else if (req.url === "/echo" && req.method === "POST") {
        let body = "";
        req.on("data", (c) => (body += c));
        req.on("end", () =>
          res
            .writeHead(201, { "content-type": "application/json" })
            .end(JSON.stringify({ got: JSON.parse(body), type: req.headers["content-type"] })),
        );
      } else {
        res.writeHead(404).end("not here");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test("status, JSON path equals / contains, body contains, a JSON request body", async () => {
    const results = await check([
      { type: "http", url: `${base}/todos`, jsonPath: "$.todos[0].done", equals: true },
      { type: "http", url: `${base}/todos`, jsonPath: "$.todos[0].title", contains: "MIL" },
      { type: "http", url: `${base}/echo`, method: "POST", body: { a: 1 }, status: 201, jsonPath: "$.got.a", equals: 1 },
      { type: "http", url: `${base}/nope`, status: 404, contains: "not here" },
      { type: "http", url: `${base}/nope` },
      { type: "http", url: `${base}/todos`, jsonPath: "$.todos[0].done", equals: false },
    ]);
    expect(results.map((r) => r.passed)).toEqual([true, true, true, true, false, false]);
    expect(results[4]!.message).toBe(`GET ${base}/nope answered 404, expected 200`);
    expect(results[5]!.message).toBe(`GET ${base}/todos: $.todos[0].done is true, expected false`);
  });
});

describe("executeVerifiers", () => {
  test("a verifier that throws becomes a failed result naming it; the next still runs", async () => {
    const throwing: Verifier = { name: "exploder", type: "custom", verify: async () => Promise.reject(new Error("kaboom")) };
    const fine: Verifier = {
      name: "fine",
      type: "custom",
      verify: async () => ({ passed: true, expected: "x", actual: "x", message: "" }),
    };
    const seen: string[] = [];
    const results = await executeVerifiers([throwing, fine], context(), {
      signal: never,
      defaultTimeoutMs: 1000,
      onResult: (r) => seen.push(r.name),
      now: () => 0,
    });
    expect(results).toEqual([
      {
        name: "exploder",
        type: "custom",
        passed: false,
        expected: "",
        actual: "",
        message: 'custom verifier "exploder" failed to run: kaboom',
        durationMs: 0,
      },
      { name: "fine", type: "custom", passed: true, expected: "x", actual: "x", message: "", durationMs: 0 },
    ]);
    expect(seen).toEqual(["exploder", "fine"]);
  });

  test("a verifier that ignores its signal cannot hang the run: it fails at its time limit", async () => {
    const hanging: Verifier = { name: "hangs", type: "custom", timeoutMs: 50, verify: () => new Promise(() => undefined) };
    const [result] = await executeVerifiers([hanging], context(), { signal: never, defaultTimeoutMs: 60_000 });
    expect(result!.message).toBe('custom verifier "hangs" did not finish within 50 ms (timeoutMs, default timeouts.verifyMs)');
  });

  test("a cancelled run fails the remaining verifiers as cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    const v: Verifier = { name: "v", type: "custom", verify: async () => ({ passed: true, expected: "", actual: "", message: "" }) };
    const [result] = await executeVerifiers([v], context(), { signal: controller.signal, defaultTimeoutMs: 1000 });
    expect(result).toMatchObject({ passed: false, message: 'custom verifier "v" cancelled (the run was aborted)' });
  });
});
