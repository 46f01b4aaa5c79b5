/**
 * Config fuzzing: malformed configs generated from the config's JSON Schema
 * (a wrong type at every path, extremes, huge values, unknown keys, cycles,
 * absurd depth, throwing getters). In process, each must either validate or
 * be a ConfigError naming the field; a sample through the real CLI must end
 * in exit 2 with the field path, or 0/1 with a verdict, never a stack trace.
 */
import { configJsonSchema } from "../../src/config/config-json-schema.js";
import { resolveConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { hostileServer, newMarker, orphansOf } from "./fault-helpers.js";

type Json = Record<string, unknown>;
type Segment = string | number;

/** Every (path, schema) the config schema describes, one array item and one map entry standing for all. */
function schemaPaths(
  schema: Json,
  at: Segment[] = [],
  out: Array<{ path: Segment[]; schema: Json }> = [],
): Array<{ path: Segment[]; schema: Json }> {
  if (at.length > 0) out.push({ path: at, schema });
  for (const branch of [...((schema.oneOf as Json[]) ?? []), ...((schema.anyOf as Json[]) ?? [])]) schemaPaths(branch, at, out);
  for (const [key, child] of Object.entries((schema.properties as Record<string, Json>) ?? {})) schemaPaths(child, [...at, key], out);
  if (schema.items && typeof schema.items === "object") schemaPaths(schema.items as Json, [...at, 0], out);
  if (schema.additionalProperties && typeof schema.additionalProperties === "object")
    schemaPaths(schema.additionalProperties as Json, [...at, "k"], out);
  return out;
}

function wrongValues(schema: Json): unknown[] {
  const types = [schema.type].flat().filter(Boolean);
  const values: unknown[] = [null, { nested: [1, { deeper: true }] }];
  if (types.includes("string")) values.push(42, "", "x".repeat(100_000), "a\u0000b", "${UNSET_VARIABLE}");
  if (types.includes("number") || types.includes("integer")) values.push("12", -1, 0.5, 2 ** 31, 1e308, -1e308);
  if (types.includes("boolean")) values.push("yes", 0);
  if (types.includes("array"))
    values.push(
      {},
      "one",
      Array.from({ length: 5000 }, (_, i) => i),
    );
  if (types.includes("object")) values.push([], "object", { zzzUnknown: 1 });
  if (types.length === 0) values.push(true, -5, "text");
  return values;
}

const marker = newMarker("fuzz");
function baseConfig(): Json {
  return {
    server: hostileServer(marker, []),
    model: "scripted",
    workflows: [{ name: "w", steps: [{ user: "echo hi", expectTools: [{ name: "echo", args: { text: "hi" } }] }] }],
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { text: "hi" }, expectedResult: "hi" }] }],
  };
}

function setAt(root: Json, path: Segment[], value: unknown): Json {
  let node: any = root;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = path[index + 1];
    if (node[segment] === null || typeof node[segment] !== "object") node[segment] = typeof next === "number" ? [] : {};
    node = node[segment];
  });
  return root;
}

/** A seeded generator: the same cases on every run, so a failure is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

interface Case {
  name: string;
  data: unknown;
}

function generateCases(): Case[] {
  const cases: Case[] = [];
  for (const { path, schema } of schemaPaths(configJsonSchema())) {
    for (const value of wrongValues(schema))
      cases.push({ name: `${path.join(".")} = ${JSON.stringify(value)?.slice(0, 40)}`, data: setAt(baseConfig(), path, value) });
  }
  const next = random(15);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const paths = schemaPaths(configJsonSchema()).map((p) => p.path);
  for (let i = 0; i < 20; i += 1) {
    const path = pick(paths);
    const cyclic: Json = { a: 1 };
    cyclic.self = cyclic;
    cases.push({ name: `cycle at ${path.join(".")}`, data: setAt(baseConfig(), path, cyclic) });
    let deep: unknown = "bottom";
    for (let d = 0; d < 3000; d += 1) deep = [deep];
    cases.push({ name: `3000 deep at ${path.join(".")}`, data: setAt(baseConfig(), path, deep) });
    const throwing = {};
    Object.defineProperty(throwing, "boom", {
      enumerable: true,
      get: () => {
        throw new Error("getter says no");
      },
    });
    cases.push({ name: `throwing getter at ${path.join(".")}`, data: setAt(baseConfig(), path, throwing) });
    cases.push({ name: `NaN at ${path.join(".")}`, data: setAt(baseConfig(), path, Number.NaN) });
  }
  // Keep the suite fast: a deterministic sample of a few hundred.
  const sampled = cases.filter(() => next() < 400 / cases.length);
  return sampled;
}

const CASES = generateCases();
/** The longest wrong array in a case (wrongValues) is 5,000 entries; each may get a few issues, no more. */
const MAX_ISSUES = 5000 * 3;
const MAX_MESSAGE_CHARS = 4000;
const STACK = /Maximum call stack|\n\s+at \S|\bat [\w.<>]+ \([^)]*:\d+:\d+\)/;

describe("config fuzz", () => {
  afterAll(async () => {
    expect(await orphansOf(marker)).toEqual([]);
  });

  test(`${CASES.length} generated configs: each validates or is a ConfigError naming the field, its size bounded`, () => {
    const outcomes = { valid: 0, configError: 0 };
    const bad: string[] = [];
    for (const { name, data } of CASES) {
      try {
        resolveConfig(data, { file: "fuzz.json", env: {} });
        outcomes.valid += 1;
      } catch (error) {
        if (!ConfigError.isInstance(error)) bad.push(`${name}: not a ConfigError: ${String(error)}`);
        else if (
          error.issues.length === 0 ||
          error.issues.some((i) => !i.path || !i.message || !error.message.includes(error.issues[0]!.path))
        )
          bad.push(`${name}: issue without a path: ${error.message.slice(0, 200)}`);
        else if (STACK.test(error.message)) bad.push(`${name}: stack in message`);
        // Bounded by count, not time (a time limit fails good runs on a busy machine): a 5,000-entry
        // array gets a message of a few lines and at most a few issues per entry, never one that grows
        // with the product of sizes.
        else if (error.message.length > MAX_MESSAGE_CHARS) bad.push(`${name}: a ${error.message.length}-character message`);
        else if (error.issues.length > MAX_ISSUES) bad.push(`${name}: ${error.issues.length} issues`);
        else outcomes.configError += 1;
      }
    }
    expect(bad).toEqual([]);
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    process.stdout.write(
      `[fault figures] config fuzz: ${CASES.length} cases, ${outcomes.configError} config errors, ${outcomes.valid} valid\n`,
    );
  });

  /** One CLI run's limit: a hang ends it, load does not (a valid sample config starts a real server). */
  const CLI_RUN_LIMIT_MS = 60_000;

  test(
    "a sample through the real CLI: exit 2 naming the field, or 0/1 with a verdict; never a stack trace",
    async () => {
      await using dir = await tempDir();
      const next = random(7);
      // JSON files: cycles and getters cannot be written to one, so those stay in-process.
      const writable = CASES.filter((c) => !/^(cycle|throwing|NaN|3000)/.test(c.name));
      const validates = (data: unknown): boolean => {
        try {
          resolveConfig(data, { file: "fuzz.json", env: {} });
          return true;
        } catch {
          return false;
        }
      };
      const valid = writable.filter((c) => validates(c.data));
      const invalid = writable.filter((c) => !validates(c.data));
      const sample = [
        ...Array.from({ length: 4 }, () => invalid[Math.floor(next() * invalid.length)]!),
        ...Array.from({ length: 2 }, () => valid[Math.floor(next() * valid.length)]!),
      ];
      const outcomes: string[] = [];
      for (const [index, { name, data }] of sample.entries()) {
        const file = await dir.write(`fuzz-${index}.json`, data as object);
        const run = await runMcpvals(["run", "-c", file, "--no-state"], { timeoutMs: CLI_RUN_LIMIT_MS });
        const output = `${run.stdout}\n${run.stderr}`;
        expect({ name, stack: STACK.test(output) }).toEqual({ name, stack: false });
        if (run.exitCode === 2)
          expect({ name, named: /^\s+- \S+: /m.test(run.stderr) || /mcpvals: /.test(run.stderr) }).toEqual({ name, named: true });
        else
          expect({ name, exit: run.exitCode, verdict: /\b(PASSED|FAILED)\b/.test(run.stdout) }).toEqual({
            name,
            exit: run.exitCode,
            verdict: true,
          });
        expect([0, 1, 2]).toContain(run.exitCode);
        outcomes.push(`exit ${run.exitCode}`);
      }
      process.stdout.write(`[fault figures] config fuzz via CLI: ${outcomes.join(", ")}\n`);
      // A hang guard above the sum of the six runs' own limits: each is a whole CLI run, which a loaded 2-core
      // machine stretched past the integration tier's 120 s for all six (223 s for the file at load 15).
    },
    7 * CLI_RUN_LIMIT_MS,
  );
});
