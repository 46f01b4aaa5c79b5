// What `npm i mcpvals` puts on disk: packs this repository (or --repo <dir>),
// installs the tarball into an empty project offline (scripts/install-packed.mjs)
// and prints the size of node_modules, the largest packages and the @actions/*
// share. Run `npm run build:lib` first (npm pack packs lib/ as built).
//
//   node bench/install-footprint.mjs [--repo <checkout>] [--top 12]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { repo: { type: "string" }, top: { type: "string", default: "12" } } });
const script = fileURLToPath(new URL("../scripts/install-packed.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "mcpvals-footprint-"));
try {
  const installed = JSON.parse(
    execFileSync(process.execPath, [script, dir, ...(values.repo ? ["--repo", values.repo] : [])], { encoding: "utf8" }),
  );
  const modules = join(dir, "node_modules");
  /** Disk usage in KiB, as `du -sk` counts it (blocks, not file lengths). */
  const du = (...paths) =>
    Number(
      execFileSync("du", ["-skc", ...paths], { encoding: "utf8" })
        .trim()
        .split("\n")
        .at(-1)
        .split("\t")[0],
    );
  const top = readdirSync(modules)
    .filter((name) => !name.startsWith("."))
    .flatMap((name) => (name.startsWith("@") ? readdirSync(join(modules, name)).map((sub) => `${name}/${sub}`) : [name]))
    .map((name) => ({ name, kib: du(join(modules, name)) }))
    .sort((a, b) => b.kib - a.kib);
  const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`;
  const actions = top.filter((p) => p.name.startsWith("@actions/"));
  console.log(`${installed.tarball}: ${installed.packages} packages, node_modules ${mib(du(modules))}`);
  console.log(`@actions/*: ${actions.length ? actions.map((p) => `${p.name} ${mib(p.kib)}`).join(", ") : "not installed"}`);
  console.log("largest packages (hoisted; a package's own nested node_modules count with it):");
  for (const p of top.slice(0, Number(values.top))) console.log(`  ${mib(p.kib).padStart(10)}  ${p.name}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
