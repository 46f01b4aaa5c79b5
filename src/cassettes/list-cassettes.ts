/**
 * The cassettes of a config as `mcpvals cassettes` shows them: each
 * workflow's (fresh, stale or missing) and the files no workflow has
 * (orphans, left by deleted or renamed workflows).
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { ResolvedConfig } from "../config/resolved-config.js";
import { readCassette } from "./cassette-file.js";
import { CassetteError } from "./cassette-error.js";
import { findCassette } from "./find-cassette.js";
import { definitionHash } from "./definition-hash.js";
import { cassettePath } from "./cassette-name.js";

export interface CassetteEntry {
  /** The workflow; null for an orphan. */
  workflow: string | null;
  attempt: number;
  /** Relative to the config's folder. */
  file: string;
  status: "fresh" | "stale" | "missing" | "invalid" | "orphan";
  /** The model the file holds; null when there is no file. */
  model: string | null;
}

export interface ListCassettesOptions {
  config: ResolvedConfig;
  models: { agent: string; judge: string | null };
  signal?: AbortSignal;
}

export async function listCassettes({ config, models, signal }: ListCassettesOptions): Promise<CassetteEntry[]> {
  const dir = config.cassettes?.dir ?? path.resolve(config.baseDir, "cassettes");
  const shown = (file: string) => path.relative(config.baseDir, file) || file;
  const entries: CassetteEntry[] = [];
  const known = new Set<string>();
  for (const workflow of config.workflows) {
    for (let attempt = 1; attempt <= workflow.repeats; attempt++) {
      const found = await findCassette(dir, workflow.name, attempt, signal).catch((error: unknown) => {
        if (CassetteError.isInstance(error))
          return { file: cassettePath(dir, workflow.name, attempt), cassette: null, legacy: undefined, invalid: true };
        throw error;
      });
      const { cassette, legacy } = found;
      // Until it is re-recorded, a legacy file still serves its workflow: not an orphan.
      const file = legacy ?? found.file;
      known.add(file);
      const status =
        "invalid" in found
          ? "invalid"
          : !cassette
            ? "missing"
            : cassette.definitionHash === definitionHash(workflow, models)
              ? "fresh"
              : "stale";
      entries.push({ workflow: workflow.name, attempt, file: shown(file), status, model: cassette?.model ?? null });
    }
  }
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  for (const name of files.filter((f) => f.endsWith(".json")).sort()) {
    const file = path.join(dir, name);
    if (known.has(file)) continue;
    const cassette = await readCassette(file, signal).catch(() => null);
    entries.push({ workflow: null, attempt: cassette?.attempt ?? 1, file: shown(file), status: "orphan", model: cassette?.model ?? null });
  }
  return entries;
}

/** Deletes the orphans; returns their files. */
export async function pruneCassettes(config: ResolvedConfig, entries: readonly CassetteEntry[]): Promise<string[]> {
  const orphans = entries.filter((e) => e.status === "orphan").map((e) => e.file);
  for (const file of orphans) await rm(path.resolve(config.baseDir, file), { force: true });
  return orphans;
}
