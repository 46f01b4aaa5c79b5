/**
 * Without the local embedding model, fallback suggestions rank lexically and the run says so once, at its
 * end, in one line, and not at all when the tool-retrieval metric's note already gives the install command
 * (a first user saw the cause twice, 450 characters of it in the middle of the live results).
 */
import { FallbackAdvisor } from "../../../src/search/hub/fallbacks/fallback-advisor.js";
import { ToolSearch } from "../../../src/search/engine/tool-search.js";
import type { VectorProvider } from "../../../src/search/embeddings/vector-cache.js";
import { HealthBook } from "../../../src/state/health-book.js";
import { LOCAL_MODEL_PACKAGES, installCommand, missingPackage } from "../../../src/util/optional-package.js";

// The edge: the local model's packages are not installed, as the real loader reports it.
const noModel: VectorProvider = {
  toolMatrix: () => Promise.reject(missingPackage(LOCAL_MODEL_PACKAGES, "The local embedding model")),
  queryVector: () => Promise.reject(missingPackage(LOCAL_MODEL_PACKAGES, "The local embedding model")),
};
const tools = ["read_file", "write_file"].map((name) => ({
  server: "fs",
  tool: { name, description: `${name.replace("_", " ")} on disk`, inputSchema: { type: "object" as const } },
}));

test("a missing local model: lexical suggestions, no warning during the run, one line at its end unless the retrieval note has it", async () => {
  const warnings: string[] = [];
  const search = { index: (list: typeof tools) => new ToolSearch({ tools: list, mode: "hybrid", vectors: noModel }), save: async () => [] };
  const advisor = new FallbackAdvisor({
    settings: { maxFallbacks: 3, autoRetryFallback: false },
    search,
    health: HealthBook.fromMetrics(null),
    onWarning: (m) => warnings.push(m),
  });
  const hits = await advisor.similar(search.index(tools), "read the file");
  expect(hits[0]?.tool).toBe("read_file");
  await advisor.similar(search.index(tools), "write the file");
  expect(warnings).toEqual([]);
  const command = installCommand(LOCAL_MODEL_PACKAGES);
  expect(advisor.endNotes(null)).toEqual([
    `Fallback suggestions were ranked lexically: the local embedding model is not installed (${command}).`,
  ]);
  expect(advisor.endNotes(`hybrid ranking needs the local embedding model, not installed (${command}); ranked lexically instead`)).toEqual(
    [],
  );
});
