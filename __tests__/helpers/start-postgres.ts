/**
 * A throwaway PostgreSQL cluster for one test file: initdb into a temp folder
 * (no fsync, trust auth), start it on a free loopback port, hand back a
 * postgres:// URL, and stop it and delete the folder afterwards.
 *
 * PostgreSQL refuses to run as root, so when we are root the binaries run as
 * the `postgres` user (runuser) with a data folder that user owns. When the
 * binaries are missing, `postgresTest` turns the tests into skipped ones (with
 * a visible notice) and `startPostgres` returns null; `.ci/run` installs them
 * so CI never takes that path.
 */
import { execa } from "execa";
import { chmod, chown, mkdtemp, rm } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A running cluster. */
export interface Postgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** URL of another database on the same cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/** Directory holding pg_ctl and initdb, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "pg_ctl")) && existsSync(path.join(dir, "initdb"))) return dir;
  }
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(root, version, "bin");
      if (existsSync(path.join(dir, "pg_ctl"))) return dir;
    }
  }
  return null;
}

const MISSING_NOTICE = "NOTICE: PostgreSQL binaries (pg_ctl, initdb) not found: PostgreSQL tests are skipped. `.ci/run` installs them.";

/**
 * `test` when PostgreSQL is installed, else `test.skip` after a visible
 * notice. Chosen when the test file loads, so a missing PostgreSQL shows up
 * as skipped tests in Jest's summary, never as passed ones.
 */
export function postgresTest(what: string): typeof test {
  if (findPostgresBin() !== null) return test;
  console.warn(`${MISSING_NOTICE} Skipped: ${what}.`);
  return test.skip;
}

/** The cluster a PostgreSQL test needs; a clear failure (not a silent pass) when it did not start. */
export function requirePostgres(postgres: Postgres | null | undefined): Postgres {
  if (!postgres) throw new Error("PostgreSQL is installed but no cluster was started for this test (see the beforeAll error)");
  return postgres;
}

/**
 * One throwaway cluster for the enclosing describe block: started before its
 * tests, stopped after. Returns the getter its tests call (see requirePostgres).
 */
export function usePostgres(): () => Postgres {
  let postgres: Postgres | null = null;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  return () => requirePostgres(postgres);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster, or returns null (with a console notice) when PostgreSQL is not installed. */
export async function startPostgres(): Promise<Postgres | null> {
  const bin = findPostgresBin();
  if (bin === null) {
    console.warn(MISSING_NOTICE);
    return null;
  }
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), "mcpvals-pg-"));
  const data = path.join(dir, "data");
  let uid: number | undefined;
  if (asRoot) {
    const { stdout } = await execa("id", ["-u", "postgres"]);
    uid = Number(stdout.trim());
    const gid = Number((await execa("id", ["-g", "postgres"])).stdout.trim());
    await chown(dir, uid, gid);
    await chmod(dir, 0o700);
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execa("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { timeout: 60_000, stdin: "ignore" })
      : execa(path.join(bin, command), args, { timeout: 60_000, stdin: "ignore" });

  const port = await freePort();
  try {
    await run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
    const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off`;
    await run("pg_ctl", ["-D", data, "-o", options, "-w", "-t", "30", "-l", path.join(dir, "log"), "start"]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const base = `postgres://postgres@127.0.0.1:${port}`;
  return {
    url: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    async stop() {
      await run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
