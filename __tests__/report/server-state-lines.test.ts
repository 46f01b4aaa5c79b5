/** Server states, an open breaker and per-tool last errors in the console and Markdown reports. */
import type { EvalResult } from "../../src/result/eval-result.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { renderMarkdown } from "../../src/report/markdown/markdown-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

function severalServers(): EvalResult {
  const result = sampleResult();
  const base = result.servers[0]!;
  result.servers = [
    {
      ...base,
      state: "connected",
      connectedAt: "2026-01-01T00:00:00.000Z",
      attempts: 1,
      lastError: null,
      breaker: "closed",
      breakerOpenedAt: null,
    },
    {
      ...base,
      name: "dead",
      serverInfo: null,
      protocolVersion: null,
      toolsHash: null,
      tools: 0,
      connections: 2,
      error: "exited with code 3",
      state: "failed",
      attempts: 2,
      breaker: "open",
      breakerOpenedAt: "2026-01-01T00:00:05.000Z",
    },
    {
      ...base,
      name: "spare",
      serverInfo: null,
      protocolVersion: null,
      toolsHash: null,
      tools: 0,
      connections: 0,
      state: "configured",
      attempts: 0,
      breaker: "closed",
    },
  ];
  result.tools = result.tools.map((t) =>
    t.failures > 0
      ? { ...t, lastCalledAt: "2026-01-01T00:00:01.000Z", lastError: "Expected number\nat line 2" }
      : { ...t, lastError: null },
  );
  return result;
}

test("console: each server's state, an open breaker, and the last error of failing tools", async () => {
  const stream = captureStream();
  await createConsoleReporter({ stream, color: false }).onRunEnd?.(severalServers());
  const text = stream.text();
  expect(text).toMatch(/✓ everything .* connected/);
  expect(text).toMatch(/✗ dead .* failed {2}circuit breaker open since 2026-01-01T00:00:05.000Z {2}error: exited with code 3/);
  expect(text).toMatch(/spare .* never started \(no workflow or test used it\)/);
  expect(text).toMatch(/last error (everything\/)?get-sum: Expected number at line 2/);
});

test("markdown: state in the servers table and a list of last errors under the tools table", () => {
  const markdown = renderMarkdown(severalServers());
  expect(markdown).toContain("| spare | stdio | — | — | 0 | — | never started ✅ |");
  expect(markdown).toMatch(/\| dead \| stdio \| — \| — \| 0 \| — \| failed, breaker open ❌ exited with code 3 \|/);
  expect(markdown).toContain("Last errors:");
  expect(markdown).toMatch(/- everything\/get-sum: Expected number at line 2/);
});
