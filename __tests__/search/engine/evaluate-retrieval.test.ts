import path from "node:path";
import { ConfigError } from "../../../src/errors.js";
import {
  evaluateRetrieval,
  readRetrievalSet,
  retrievalHalf,
  retrievalSetTools,
  retrievalScores,
  type RetrievalSet,
} from "../../../bench/retrieval-set.mjs";
import { ToolSearch } from "../../../src/search/engine/tool-search.js";
import { tempDir } from "../../helpers/temp-dir.js";

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: "object" as const } });

const set: RetrievalSet = {
  servers: {
    files: {
      package: "files-server",
      version: "1.0.0",
      tools: [tool("read_file", "Read a file from disk"), tool("write_file", "Write a file to disk")],
    },
    mail: { package: "mail-server", version: "2.0.0", tools: [tool("send_email", "Send an email message")] },
  },
  queries: [
    { query: "send an email", relevant: ["mail/send_email"] },
    { query: "write a file", relevant: ["files/write_file"] },
    // Neither file tool shares a word with "email": the mail tool wins, then ties go by name, so read_file is 2nd.
    { query: "email", relevant: ["files/write_file", "files/read_file"] },
    { query: "send an email", relevant: ["mail/missing"] },
  ],
};

describe("evaluateRetrieval", () => {
  test("ranks each query, takes the first relevant tool's rank, and scores Recall@1, Recall@5 and MRR", async () => {
    let clock = 0;
    const search = new ToolSearch({ tools: retrievalSetTools(set) });
    const evaluation = await evaluateRetrieval({ set, search, modes: ["lexical"], keepTop: 2, now: () => (clock += 10) });
    expect(evaluation).toMatchObject({ servers: 2, tools: 3 });
    const [lexical] = evaluation.modes;
    expect(lexical).toEqual({
      mode: "lexical",
      queries: 4,
      recallAt1: 0.5,
      recallAt5: 0.75,
      mrr: (1 + 1 + 1 / 2 + 0) / 4,
      durationMs: 10,
      // "email" hashes into the dev half, the other three into the test half.
      halves: {
        dev: { queries: 1, recallAt1: 0, recallAt5: 1, mrr: 1 / 2 },
        test: { queries: 3, recallAt1: 2 / 3, recallAt5: 2 / 3, mrr: (1 + 1 + 0) / 3 },
      },
      ranks: [
        { query: "send an email", relevant: ["mail/send_email"], rank: 1, top: ["mail/send_email", expect.any(String)] },
        { query: "write a file", relevant: ["files/write_file"], rank: 1, top: ["files/write_file", "files/read_file"] },
        { query: "email", relevant: ["files/write_file", "files/read_file"], rank: 2, top: ["mail/send_email", "files/read_file"] },
        { query: "send an email", relevant: ["mail/missing"], rank: null, top: ["mail/send_email", expect.any(String)] },
      ],
    });
  });

  test("a mode the search cannot run is an error, not a score of 0", async () => {
    const search = new ToolSearch({ tools: retrievalSetTools(set) });
    await expect(evaluateRetrieval({ set, search, modes: ["llm"] })).rejects.toThrow(/llm/);
  });

  test("retrievalHalf: the parity of the first byte of the query's SHA-256, per exact text", () => {
    // sha256 starts 0x82 (even) for "email", 0xff and 0x6f (odd) for the others.
    expect(["email", "send an email", "write a file"].map(retrievalHalf)).toEqual(["dev", "test", "test"]);
  });

  test("retrievalScores of no queries is all zeros", () => {
    expect(retrievalScores([])).toEqual({ queries: 0, recallAt1: 0, recallAt5: 0, mrr: 0 });
  });
});

describe("readRetrievalSet", () => {
  test("reads both files of a folder", async () => {
    await using dir = await tempDir();
    await dir.write("tools.json", { servers: set.servers });
    await dir.write("queries.json", { queries: set.queries });
    expect(await readRetrievalSet({ dir: dir.path })).toEqual(set);
  });

  test("a label that is not server/tool is reported with the file and the field", async () => {
    await using dir = await tempDir();
    await dir.write("tools.json", { servers: set.servers });
    const queries = await dir.write("queries.json", { queries: [{ query: "send mail", relevant: ["send_email"] }] });
    const error = await readRetrievalSet({ dir: dir.path }).catch((caught: unknown) => caught);
    expect(ConfigError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: "CONFIG_INVALID", file: queries, message: expect.stringContaining("queries[0].relevant[0]") });
  });

  test("a missing file says which", async () => {
    await using dir = await tempDir();
    await dir.write("queries.json", { queries: set.queries });
    await expect(readRetrievalSet({ dir: dir.path })).rejects.toMatchObject({
      code: "CONFIG_NOT_FOUND",
      file: path.join(dir.path, "tools.json"),
    });
  });
});
