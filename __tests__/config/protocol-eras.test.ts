/** `protocol` in a server spec: values, and a list expanded into one server, test and workflow per era. */
import path from "node:path";
import { ConfigError } from "../../src/errors.js";
import { normalizeConfig } from "../../src/config/normalize-config.js";
import { ConfigSchema, type ConfigInput } from "../../src/config/schema.js";

const baseDir = path.resolve("/project");
const normalize = (input: ConfigInput) => normalizeConfig(ConfigSchema.parse(input), { file: null, baseDir, env: {}, input });

describe("protocol", () => {
  it("is optional (mcpvals 0.4 configs load unchanged) and takes auto, a revision or a list", () => {
    expect(normalize({ server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] }).server.protocol).toBeUndefined();
    for (const protocol of ["auto", "2026-07-28", "2025-11-25", "2025-06-18"] as const) {
      expect(
        normalize({ server: { command: "node", protocol }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] }).server.protocol,
      ).toBe(protocol);
    }
    expect(
      normalize({
        server: { url: "http://127.0.0.1:1/mcp", protocol: ["2025-11-25"] },
        workflows: [{ name: "w", steps: [{ user: "hi" }] }],
      }).servers,
    ).toEqual({
      default: expect.objectContaining({ transport: "shttp", protocol: "2025-11-25" }),
    });
  });

  it("rejects an unknown revision with the field path", () => {
    expect(() =>
      normalize({ server: { command: "node", protocol: "2024-01-01" as never }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] }),
    ).toThrow();
    try {
      ConfigSchema.parse({ server: { command: "node", protocol: "2024-01-01" }, workflows: [] });
    } catch (error) {
      expect(JSON.stringify(error)).toContain("protocol");
    }
  });

  it("a list of eras becomes one server per era, and tests, workflows and preconnect follow", () => {
    const resolved = normalize({
      servers: { dual: { command: "node", protocol: ["2026-07-28", "2025-11-25"] }, other: { command: "node" } },
      preconnect: ["dual"],
      workflows: [
        { name: "both", servers: ["dual", "other"], steps: [{ user: "hi" }] },
        { name: "plain", servers: ["other"], steps: [{ user: "hi" }] },
        { name: "one era", servers: ["dual-2025-11-25"], steps: [{ user: "hi" }] },
      ],
      toolHealthSuites: [
        {
          name: "s",
          tests: [
            { name: "t", tool: "add", server: "dual" },
            { name: "q", tool: "dual-2025-11-25__add" },
            { name: "o", tool: "other__add" },
          ],
        },
      ],
    });
    expect(Object.keys(resolved.servers)).toEqual(["dual-2026-07-28", "dual-2025-11-25", "other"]);
    expect(resolved.servers["dual-2025-11-25"]).toMatchObject({ command: "node", protocol: "2025-11-25" });
    expect(resolved.preconnect).toEqual(["dual-2026-07-28", "dual-2025-11-25"]);
    expect(resolved.workflows.map((w) => [w.name, w.servers])).toEqual([
      ["both [2026-07-28]", ["dual-2026-07-28", "other"]],
      ["both [2025-11-25]", ["dual-2025-11-25", "other"]],
      ["plain", ["other"]],
      ["one era", ["dual-2025-11-25"]],
    ]);
    expect(resolved.toolHealthSuites[0]!.tests.map((t) => [t.name, t.server, t.tool])).toEqual([
      ["t [2026-07-28]", "dual-2026-07-28", "add"],
      ["t [2025-11-25]", "dual-2025-11-25", "add"],
      ["q", "dual-2025-11-25", "add"],
      ["o", "other", "add"],
    ]);
  });

  it("a workflow naming an unknown server still lists the configured names", () => {
    let error: unknown;
    try {
      normalize({
        servers: { dual: { command: "node", protocol: ["2026-07-28", "2025-11-25"] } },
        workflows: [{ name: "w", servers: ["nope"], steps: [{ user: "hi" }] }],
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('no server named "nope"');
  });
});
