/**
 * SQL against a SQLite file (node:sqlite) or PostgreSQL (pg), for the sql
 * verifier (read-only query) and setup / teardown steps (scripts).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { importOptional } from "../util/optional-package.js";

export interface RunSqlOptions {
  /** SQLite file (relative to baseDir) or a postgres:// / postgresql:// URL. */
  database: string;
  sql: string;
  params?: ReadonlyArray<string | number | boolean | null>;
  baseDir: string;
  /**
   * query: one statement, rows returned, SQLite opened read-only (a check must
   * not change what it checks). script: several statements, read-write, the
   * SQLite file and its folder are created when missing.
   */
  mode: "query" | "script";
  timeoutMs: number;
  signal: AbortSignal;
}

/** True for postgres:// and postgresql:// URLs. */
function isPostgresUrl(database: string): boolean {
  return /^postgres(ql)?:\/\//i.test(database);
}

/** Rows as plain objects (column name → value). */
export async function runSql(options: RunSqlOptions): Promise<Array<Record<string, unknown>>> {
  options.signal.throwIfAborted();
  return isPostgresUrl(options.database) ? runPostgres(options) : runSqlite(options);
}

async function runSqlite({ database, sql, params = [], baseDir, mode, timeoutMs }: RunSqlOptions): Promise<Array<Record<string, unknown>>> {
  // Loaded lazily: node:sqlite is missing on older Node versions, and only SQL checks need it.
  const { DatabaseSync } = await import("node:sqlite");
  const file = path.resolve(baseDir, database);
  if (mode === "script") mkdirSync(path.dirname(file), { recursive: true });
  let db: InstanceType<typeof DatabaseSync>;
  try {
    // node:sqlite is synchronous: `timeout` bounds waiting for a lock, not the query itself.
    db = new DatabaseSync(file, { readOnly: mode === "query", timeout: timeoutMs });
  } catch (error) {
    throw new Error(`cannot open SQLite database ${file}${mode === "query" ? " read-only" : ""}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    if (mode === "script") {
      db.exec(sql);
      return [];
    }
    // Spread: node:sqlite rows have a null prototype, which deep equality would tell apart from {}.
    // SQLite has no boolean type: true/false bind as 1/0.
    const bound = params.map((p) => (typeof p === "boolean" ? Number(p) : p));
    return db
      .prepare(sql)
      .all(...bound)
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

async function runPostgres({
  database,
  sql,
  params = [],
  mode,
  timeoutMs,
  signal,
}: RunSqlOptions): Promise<Array<Record<string, unknown>>> {
  // Loaded lazily: only PostgreSQL checks need it, and the CLI should not load it at start-up.
  const { default: pg } = await importOptional("pg", "A PostgreSQL state check", () => import("pg"));
  const client = new pg.Client({
    connectionString: database,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs,
  });
  // pg has no AbortSignal support: ending the client fails the pending query.
  const onAbort = () => void client.end().catch(() => undefined);
  signal.addEventListener("abort", onAbort, { once: true });
  // An idle-connection error after a failure must not crash the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
    if (mode === "query") {
      await client.query("SET default_transaction_read_only = on");
      const result = await client.query(sql, [...params]);
      return result.rows as Array<Record<string, unknown>>;
    }
    await client.query(sql);
    return [];
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new Error(`PostgreSQL ${databaseLabel(database)}: ${(error as Error).message}`, { cause: error });
  } finally {
    signal.removeEventListener("abort", onAbort);
    await client.end().catch(() => undefined);
  }
}

/** The database for messages: a SQLite path as given, a PostgreSQL URL without its password. */
export function databaseLabel(database: string): string {
  return isPostgresUrl(database) ? redactUrl(database) : database;
}

/** The URL without its password. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
