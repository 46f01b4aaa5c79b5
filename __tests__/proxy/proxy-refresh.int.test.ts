/**
 * refresh_tools is incremental: after the fixture server's `echo` changes
 * (its description is read from a file when it starts), a refresh restarts
 * the server, reports echo as updated and add as unchanged, and embeds only
 * echo again; regenerate_embeddings embeds them all.
 */
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { fileURLToPath } from "node:url";
import { writeFile } from "node:fs/promises";
import { BIN, tempDir } from "../helpers/run-mcpvals.js";
import { json } from "./proxy-helpers.js";

const V2_FIXTURE = fileURLToPath(new URL("../fixtures/servers/v2-fixture-server.mjs", import.meta.url));

interface Refreshed {
  servers: Array<{
    server: string;
    added: string[];
    updated: string[];
    removed: string[];
    unchanged: string[];
    embedded: number;
    listed: boolean;
  }>;
}

test("refresh_tools reports the changed tool and re-embeds exactly that one", async () => {
  await using dir = await tempDir();
  const description = await dir.write("echo.txt", "Echo a message back.");
  const config = await dir.write("mcpvals.config.json", {
    stateDir: "state",
    search: { mode: "semantic" },
    servers: { fixture: { command: process.execPath, args: [V2_FIXTURE], env: { V2_ECHO_DESCRIPTION_FILE: description } } },
  });
  const start = async () => {
    const started = new Client({ name: "proxy-refresh-test", version: "0.0.0" }, { versionNegotiation: { mode: "auto" } });
    await started.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, "proxy", "-c", config],
        stderr: "ignore",
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
      }),
    );
    return started;
  };
  const client = await start();
  try {
    const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });
    const found = json<{ tools: Array<{ tool: string }> }>(await call("search_tools", { query: "repeat what I say" }));
    expect(found.tools.map((t) => t.tool)).toEqual(["echo", "add"]);

    const same = json<Refreshed>(await call("refresh_tools", { server: "fixture" })).servers[0]!;
    expect(same).toMatchObject({ listed: true, added: [], updated: [], removed: [], unchanged: ["add", "echo"], embedded: 0 });

    await writeFile(description, "Repeat the given text verbatim, as a parrot would.");
    const changed = json<Refreshed>(await call("refresh_tools", { server: "fixture" })).servers[0]!;
    // Its error first: a failure then says why the server was not listed (once seen under heavy load, not reproduced).
    expect((changed as { error?: string }).error).toBeUndefined();
    expect(changed).toMatchObject({ listed: true, added: [], updated: ["echo"], removed: [], unchanged: ["add"], embedded: 1 });
    const schema = json<{ description: string }>(await call("get_tool_schema", { server: "fixture", tool: "echo" }));
    expect(schema.description).toContain("parrot");

    expect(json<{ embedded: number }>(await call("regenerate_embeddings", { server: "fixture" })).embedded).toBe(2);
  } finally {
    await client.close();
  }

  // A restarted proxy finds the vectors in the state folder: a forced refresh starts the server and embeds nothing.
  const again = await start();
  try {
    const refreshed = json<Refreshed>(await again.callTool({ name: "refresh_tools", arguments: { server: "fixture", force: true } }))
      .servers[0]!;
    expect(refreshed).toMatchObject({ listed: true, added: [], updated: [], removed: [], unchanged: ["add", "echo"], embedded: 0 });
  } finally {
    await again.close();
  }
});
