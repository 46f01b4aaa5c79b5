/**
 * A Server Card's revision lists against the eras the server spoke: a
 * revision it leaves out, 2026-07-28 listed by a server that refused it
 * (only when every era was tried), and the current draft's per-remote lists.
 */
import { remoteRevisionProblems, revisionProblems } from "../../src/check/server-card/agreement.js";

const spoke2025 = { serverInfo: null, eras: ["2025-11-25"], transport: "shttp" as const, url: "http://127.0.0.1:1/mcp" };

test("2026-07-28 listed by a server that refused it, every era tried: overstated", () => {
  expect(revisionProblems(["2026-07-28", "2025-11-25"], { ...spoke2025, erasComplete: true })).toEqual([
    'supportedProtocolVersions ["2026-07-28","2025-11-25"] lists 2026-07-28, which the server does not speak (it speaks 2025-11-25)',
  ]);
});

test("with --protocol or --requirements (not every era tried) an unseen era is no finding", () => {
  expect(revisionProblems(["2026-07-28", "2025-11-25"], spoke2025)).toEqual([]);
});

test("a remote's own list counts for the endpoint the server was reached at, not for others", () => {
  const remotes = [
    { type: "streamable-http", url: "http://127.0.0.1:1/mcp/", supportedProtocolVersions: ["2025-06-18"] },
    { type: "streamable-http", url: "https://prod.example.com/mcp", supportedProtocolVersions: ["2024-11-05"] },
  ];
  expect(remoteRevisionProblems(remotes, spoke2025)).toEqual([
    'remotes[0].supportedProtocolVersions ["2025-06-18"] leaves out 2025-11-25, which the server speaks',
  ]);
});
