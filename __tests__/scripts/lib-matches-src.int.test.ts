/**
 * lib/ holds exactly what src/ compiles to: a module moved or deleted in src/ must not live on in lib/, where
 * a test or a run could still load it (three tests passed on a stale lib/ after the search folder moved).
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

test("every lib/ module has its source in src/ (npm test builds lib/ from empty)", () => {
  const lib = join(REPO_ROOT, "lib");
  const orphans = [...files(lib)]
    .filter((file) => file.endsWith(".js"))
    .map((file) => relative(lib, file).replace(/\.js$/, ".ts"))
    .filter((source) => !existsSync(join(REPO_ROOT, "src", source)));
  expect(orphans).toEqual([]);
});
