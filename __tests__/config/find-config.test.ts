import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { CONFIG_FILE_NAMES, findConfigFile } from "../../src/config/find-config.js";
import { useTempDir } from "../helpers/temp-dir.js";

describe("findConfigFile", () => {
  const temp = useTempDir();

  it("returns undefined when no config file exists", async () => {
    expect(await findConfigFile(temp.dir())).toBeUndefined();
  });

  it("looks for json, yaml, yml, ts, mts, js, mjs in that order", async () => {
    expect(CONFIG_FILE_NAMES).toEqual([
      "mcpvals.config.json",
      "mcpvals.config.yaml",
      "mcpvals.config.yml",
      "mcpvals.config.ts",
      "mcpvals.config.mts",
      "mcpvals.config.js",
      "mcpvals.config.mjs",
    ]);
    for (const name of CONFIG_FILE_NAMES) await temp.write(name, "");
    // Remove the winner one by one: each time the next name in order is found.
    for (const name of CONFIG_FILE_NAMES) {
      expect(await findConfigFile(temp.dir())).toBe(path.join(temp.dir(), name));
      await rm(path.join(temp.dir(), name));
    }
    expect(await findConfigFile(temp.dir())).toBeUndefined();
  });

  it("ignores a directory with a config file's name", async () => {
    await mkdir(path.join(temp.dir(), "mcpvals.config.json"));
    const yaml = await temp.write("mcpvals.config.yaml", "");
    expect(await findConfigFile(temp.dir())).toBe(yaml);
  });

  it("returns an absolute path for a relative cwd", async () => {
    await temp.write("mcpvals.config.yml", "");
    const relative = path.relative(process.cwd(), temp.dir());
    expect(await findConfigFile(relative)).toBe(path.join(temp.dir(), "mcpvals.config.yml"));
  });
});
