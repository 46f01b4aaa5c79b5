/**
 * The sql verifier and SQL setup steps against a real SQLite file and a real
 * PostgreSQL cluster started for this file.
 */
import { DatabaseSync } from "node:sqlite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { VerifierSpecSchema } from "../../src/config/verify-schema.js";
import { createVerifier } from "../../src/verify/create-verifier.js";
import { executeVerifiers } from "../../src/verify/execute-verifiers.js";
import { runHooks } from "../../src/verify/run-hooks.js";
import type { VerifierResult } from "../../src/result/verifier-result.js";
import { postgresTest, usePostgres } from "../helpers/start-postgres.js";
import { useTempDir } from "../helpers/temp-dir.js";

const temp = useTempDir();

async function check(specs: unknown[], baseDir: string): Promise<VerifierResult[]> {
  const verifiers = specs.map((spec) => createVerifier(VerifierSpecSchema.parse(spec)));
  return executeVerifiers(
    verifiers,
    { workflow: "w", databaseId: "mcpvals_00000000", finalMessage: "", toolCalls: [], baseDir, env: process.env },
    { signal: new AbortController().signal, defaultTimeoutMs: 10_000 },
  );
}

describe("SQLite", () => {
  test("value, rows and rowCount, with relative paths and parameters", async () => {
    const db = new DatabaseSync(join(temp.dir(), "todo.db"));
    db.exec(
      "create table todos(id integer primary key, title text, done integer); insert into todos(title, done) values ('milk', 1), ('eggs', 0)",
    );
    db.close();
    const results = await check(
      [
        { type: "sql", database: "todo.db", query: "select count(*) from todos where done = 1", expect: { value: 1 } },
        {
          type: "sql",
          database: "todo.db",
          query: "select title, done from todos order by id",
          expect: { rows: [{ title: "milk", done: true }, { title: "eggs" }] },
        },
        { type: "sql", database: "todo.db", query: "select * from todos where title = ?", params: ["eggs"], expect: { rowCount: 1 } },
        { type: "sql", name: "wrong count", database: "todo.db", query: "select count(*) from todos", expect: { value: 3 } },
        {
          type: "sql",
          database: "todo.db",
          query: "select title from todos order by id",
          expect: { rows: [{ title: "milk" }, { title: "bread" }] },
        },
      ],
      temp.dir(),
    );
    expect(results.map((r) => r.passed)).toEqual([true, true, true, false, false]);
    expect(results[3]).toMatchObject({ name: "wrong count", type: "sql", expected: "3", actual: "2", message: "expected 3, got 2" });
    expect(results[4]!.message).toBe('row 1, column "title": expected "bread", got "eggs"');
  });

  test("the file is opened read-only: a query cannot change it, and a missing file is a clear failure", async () => {
    const file = join(temp.dir(), "ro.db");
    const db = new DatabaseSync(file);
    db.exec("create table t(x integer); insert into t values (1)");
    db.close();
    const [write, missing] = await check(
      [
        { type: "sql", database: file, query: "delete from t returning x", expect: { rowCount: 1 } },
        { type: "sql", database: "nope.db", query: "select 1", expect: { value: 1 } },
      ],
      temp.dir(),
    );
    expect(write).toMatchObject({
      passed: false,
      message: expect.stringMatching(/sql verifier "sql .*ro\.db" failed to run: .*readonly/i),
    });
    expect(missing).toMatchObject({ passed: false, message: expect.stringMatching(/cannot open SQLite database .*nope\.db read-only/) });
    expect(existsSync(join(temp.dir(), "nope.db"))).toBe(false);
    const again = new DatabaseSync(file);
    expect(again.prepare("select count(*) as n from t").get()).toEqual({ n: 1 });
    again.close();
  });

  test("a SQL setup step creates the folder and the file; a failing one names the step", async () => {
    const hooks = {
      baseDir: temp.dir(),
      databaseId: "mcpvals_1",
      env: process.env,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
    };
    expect(
      await runHooks({
        phase: "setup",
        steps: [{ sql: "create table a(x); insert into a values (7)", database: "data/new.db" }],
        ...hooks,
      }),
    ).toBeNull();
    const [result] = await check([{ type: "sql", database: "data/new.db", query: "select x from a", expect: { value: 7 } }], temp.dir());
    expect(result!.passed).toBe(true);
    const error = await runHooks({
      phase: "setup",
      steps: [
        { sql: "create tabel oops(x)", database: "data/new.db" },
        { command: ["false"], env: {} },
      ],
      ...hooks,
    });
    expect(error).toMatch(/^setup failed: setup\[0\] \(SQL on data\/new\.db\) failed: .*syntax error/);
    // Setup stops at the first failure.
    expect(error).not.toMatch(/setup\[1\]/);
  });
});

// Skipped (and shown as skipped) when PostgreSQL is not installed.
const pgTest = postgresTest("the PostgreSQL sql verifier test");

describe("PostgreSQL", () => {
  const postgres = usePostgres();

  pgTest("a real cluster: setup creates a schema per databaseId, the verifier reads it, teardown drops it", async () => {
    const url = postgres().url;
    const hooks = {
      baseDir: temp.dir(),
      databaseId: "mcpvals_abcd1234",
      env: process.env,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
    };
    const setup = await runHooks({
      phase: "setup",
      steps: [
        {
          sql: "create schema mcpvals_abcd1234; create table mcpvals_abcd1234.todos(id serial primary key, title text, done boolean, due date); insert into mcpvals_abcd1234.todos(title, done, due) values ('milk', true, '2026-11-21'), ('eggs', false, null)",
          database: url,
        },
      ],
      ...hooks,
    });
    expect(setup).toBeNull();

    const results = await check(
      [
        // count(*) is a bigint: pg returns the string "1"; it still equals 1.
        { type: "sql", database: url, query: "select count(*) from mcpvals_abcd1234.todos where done", expect: { value: 1 } },
        {
          type: "sql",
          database: url,
          query: "select title, done, due from mcpvals_abcd1234.todos order by id",
          expect: {
            rows: [
              { title: "milk", done: true },
              { title: "eggs", due: null },
            ],
          },
        },
        {
          type: "sql",
          database: url,
          query: "select * from mcpvals_abcd1234.todos where title = $1",
          params: ["eggs"],
          expect: { rowCount: 1 },
        },
        { type: "sql", database: url, query: "select count(*) from mcpvals_abcd1234.todos", expect: { value: 5 } },
        // The verifier's session is read-only.
        { type: "sql", database: url, query: "delete from mcpvals_abcd1234.todos returning id", expect: { rowCount: 2 } },
        { type: "sql", database: url, query: "select * from missing_table", expect: { rowCount: 0 } },
      ],
      temp.dir(),
    );
    expect(results.map((r) => r.passed)).toEqual([true, true, true, false, false, false]);
    expect(results[3]).toMatchObject({ expected: "5", actual: '"2"', message: 'expected 5, got "2"' });
    expect(results[4]!.message).toMatch(/read-only transaction/);
    expect(results[5]!.message).toMatch(
      /PostgreSQL postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres: relation "missing_table" does not exist/,
    );

    expect(
      await runHooks({ phase: "teardown", steps: [{ sql: "drop schema mcpvals_abcd1234 cascade", database: url }], ...hooks }),
    ).toBeNull();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.schemata where schema_name = 'mcpvals_abcd1234'",
    );
    await client.end();
    expect(rows).toEqual([{ n: 0 }]);
  });

  test("an unreachable server fails within the verifier's time limit with the URL (password hidden)", async () => {
    const [result] = await check(
      [{ type: "sql", database: "postgres://u:hunter22@127.0.0.1:1/db", query: "select 1", expect: { value: 1 }, timeoutMs: 3000 }],
      temp.dir(),
    );
    expect(result!.passed).toBe(false);
    expect(result!.name).toBe("sql postgres://u:***@127.0.0.1:1/db");
    expect(result!.message).toMatch(/PostgreSQL postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/db: .*ECONNREFUSED/);
    expect(JSON.stringify(result)).not.toContain("hunter22");
  });
});
