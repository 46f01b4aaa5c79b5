#!/usr/bin/env node
// Thin launcher: the CLI lives in lib/ (compiled from src/ by `npm run build:lib`,
// which `npm ci` runs through the prepare script). The version check comes before
// any import, because dependencies fail on older Node with cryptic errors.
// 22.12: Node loads an ES module with require() (a synchronous config path and commander 15 rely on it).
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  // Said to whoever typed the command, in their own project: what to do, not how this repository is set up.
  process.stderr.write(
    `mcpvals needs Node.js >= 22.12 (this is Node ${process.versions.node}). Upgrade Node, ` +
      "or add Node 22 to this project (npx mcpvals and npm scripts then run on it): npm i -D node@22; " +
      "in GitHub Actions, add actions/setup-node with node-version: 22 (or 24) before it.\n",
  );
  process.exit(2);
}
// The young-generation setting of the commands that run evaluations is theirs:
// lib/cli/young-generation.js.
// V8's code cache for our modules and dependencies, kept in the OS temp folder
// (NODE_COMPILE_CACHE overrides, NODE_DISABLE_COMPILE_CACHE=1 turns it off): a
// second start compiles nothing, which is most of what loading several hundred
// modules costs. Node >= 22.1.
const { enableCompileCache } = await import("node:module");
enableCompileCache?.();
const { main } = await import("../lib/cli/main.js");
main(process.argv);
