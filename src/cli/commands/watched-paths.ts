/**
 * What `run --watch` watches and what it ignores, read from the config: the config file, its cassettes
 * folder (unless the run records into it), and for each stdio server the folders of the files its command
 * line names inside the config's folder (`node dist/server.js` watches dist/, `npx tsx src/index.ts` watches
 * src/; never node_modules or a file outside the project, such as node itself). It ignores the
 * state folder and the reports the run writes.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { ResolvedConfig } from "../../config/resolved-config.js";
import { configStatePlace, resolveStateRoot } from "../../state/state-dir.js";

export interface WatchedPaths {
  watch: string[];
  ignore: string[];
}

export function watchedPaths(
  config: Pick<ResolvedConfig, "file" | "baseDir" | "servers" | "cassettes" | "stateDir" | "stateKey">,
  { recording, stateOverride, cwd }: { recording: boolean; stateOverride: string | false | undefined; cwd: string },
): WatchedPaths {
  const watch = config.file ? [config.file] : [];
  const cassettes = path.resolve(config.baseDir, config.cassettes?.dir ?? "cassettes");
  if (!recording) watch.push(cassettes);
  for (const spec of Object.values(config.servers)) {
    if (!("command" in spec) || typeof spec.command !== "string") continue;
    const from = spec.cwd ? path.resolve(config.baseDir, spec.cwd) : config.baseDir;
    for (const word of [spec.command, ...(spec.args ?? [])]) {
      const file = path.resolve(from, word);
      // Only the project's own files: never node's binary, a global install or node_modules.
      const inside = path.relative(config.baseDir, file);
      if (word.startsWith("-") || inside.startsWith("..") || path.isAbsolute(inside) || inside.split(path.sep).includes("node_modules"))
        continue;
      if (!existsSync(file) || !statSync(file).isFile()) continue;
      // The folder of a server's entry file holds its other files too (imports, data).
      watch.push(path.dirname(file));
    }
  }
  const state = resolveStateRoot({ ...configStatePlace(config), override: stateOverride, cwd });
  return { watch, ignore: state === false ? [] : [state] };
}
