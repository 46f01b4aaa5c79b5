/**
 * Finds a workflow attempt's cassette: at its own file, else (from before
 * names mapped to distinct files) at the legacy file when that holds this
 * exact workflow. A file holding another workflow is not this one's.
 */
import { rm } from "node:fs/promises";
import { readCassette, type CassetteFile } from "./cassette-file.js";
import { cassettePath, legacyCassettePath } from "./cassette-name.js";

export interface FoundCassette {
  /** Where the cassette is written: always the workflow's own file. */
  file: string;
  cassette: CassetteFile | null;
  /** The legacy file the cassette was read from, to remove once the new file is written. */
  legacy: string | undefined;
}

/** Throws CassetteError when the file that should hold the cassette is unreadable or invalid. */
export async function findCassette(dir: string, workflow: string, attempt: number, signal?: AbortSignal): Promise<FoundCassette> {
  const file = cassettePath(dir, workflow, attempt);
  const own = await readCassette(file, signal);
  if (own) return { file, cassette: own.workflow === workflow ? own : null, legacy: undefined };
  const legacy = legacyCassettePath(dir, workflow, attempt);
  if (legacy === file) return { file, cassette: null, legacy: undefined };
  const old = await readCassette(legacy, signal).catch(() => null);
  return old?.workflow === workflow ? { file, cassette: old, legacy } : { file, cassette: null, legacy: undefined };
}

/** After the new file is written: the legacy one it replaces goes. */
export async function removeLegacy(found: FoundCassette): Promise<void> {
  if (found.legacy) await rm(found.legacy, { force: true });
}
