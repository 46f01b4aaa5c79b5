import { readFile } from "node:fs/promises";
import { VERSION } from "../src/version.js";

test("tests run on Node 24, the runtime of the action (action.yml: node24)", () => {
  expect(Number(process.versions.node.split(".")[0])).toBe(24);
});

test("VERSION matches package.json", async () => {
  const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
  expect(VERSION).toBe(pkg.version);
});
