/**
 * The server's published descriptions, checked against their formats and
 * against what the server reported: the Server Card of an HTTP server
 * (SEP-2127, still a proposal, so info and warnings only) and the MCP
 * registry's `server.json` (read from disk). A server without either is not
 * faulted: both are optional.
 *
 * @see https://github.com/modelcontextprotocol/modelcontextprotocol/pull/2127
 */
import type { CheckRecorder, CheckVerdict } from "../check-recorder.js";
import { fail, pass, skip } from "../check-recorder.js";
import { issuesText } from "../extensions/issues-text.js";
import { clipText } from "../../util/clip-text.js";
import { nameAndVersionProblems, remoteProblems, remoteRevisionProblems, revisionProblems, type ObservedServer } from "./agreement.js";
import { ServerCardSchema, ServerJsonSchema } from "./card-schemas.js";
import { fetchServerCard } from "./fetch-server-card.js";
import { readServerJson } from "./read-server-json.js";

export interface ServerCardCheckOptions extends ObservedServer {
  /** A `server.json` to check (`--server-json`, or the one next to the config). */
  serverJsonPath?: string;
  /** Headers the server needs (auth), sent with the card request too. */
  headers?: Record<string, string>;
  /** The card request's wait: check's one connect budget. @default 30000 */
  timeoutMs?: number;
  signal: AbortSignal;
}

export async function serverCardChecks(recorder: CheckRecorder, options: ServerCardCheckOptions): Promise<void> {
  const { url, serverJsonPath, headers, signal, timeoutMs = 30_000 } = options;
  const server = recorder.target();
  if (url && options.transport !== "stdio") {
    const card = await fetchServerCard(url, { signal, headers, timeoutMs });
    if (!card.found)
      recorder.add(
        "server-card/fetch",
        "info",
        server,
        card.problem === null ? skip(`no Server Card at ${card.url} (optional, SEP-2127)`) : fail(card.problem),
      );
    else {
      recorder.add("server-card/fetch", "info", server, pass(`Server Card at ${card.url}`));
      // A draft's MUST, so info: browser-based clients cannot read a card without it.
      recorder.add(
        "server-card/cors",
        "info",
        server,
        card.cors === null
          ? fail(
              `the Server Card at ${card.url} is served without Access-Control-Allow-Origin (discovery endpoints must send CORS headers)`,
            )
          : pass(`served with Access-Control-Allow-Origin: ${clipText(card.cors, 60)}`),
      );
      const parsed = ServerCardSchema.safeParse(card.document);
      recorder.add(
        "server-card/schema",
        "warning",
        server,
        parsed.success ? pass("the Server Card is well-formed") : fail(`Server Card ${issuesText(parsed.error)}`),
      );
      if (parsed.success) {
        const problems = [
          ...nameAndVersionProblems(parsed.data, options),
          ...revisionProblems(parsed.data.supportedProtocolVersions, options),
          ...remoteRevisionProblems(parsed.data.remotes, options),
          ...remoteProblems(parsed.data.remotes, options),
        ];
        recorder.add("server-card/agrees", "warning", server, agreement("Server Card", problems));
      }
    }
  }
  if (!serverJsonPath) return;
  const read = await readServerJson(serverJsonPath);
  if (!read.found) {
    if (read.problem !== null) recorder.add("server-json/schema", "warning", server, fail(read.problem));
    return;
  }
  const parsed = ServerJsonSchema.safeParse(read.document);
  recorder.add(
    "server-json/schema",
    "warning",
    server,
    parsed.success ? pass(`${serverJsonPath} is well-formed`) : fail(`${serverJsonPath}: ${issuesText(parsed.error)}`),
  );
  if (!parsed.success) return;
  const transports: string[] = [
    ...(parsed.data.packages ?? []).map((p) => p.transport.type),
    ...(parsed.data.remotes ?? []).map((r) => r.type),
  ];
  const wanted = { stdio: "stdio", shttp: "streamable-http", sse: "sse" }[options.transport];
  const problems = [
    ...nameAndVersionProblems(parsed.data, options),
    ...(transports.includes(wanted)
      ? []
      : [`lists no ${wanted} transport, the one the server was reached over (it lists ${transports.join(", ") || "none"})`]),
    ...remoteProblems(parsed.data.remotes, options),
  ];
  recorder.add("server-json/agrees", "warning", server, agreement("server.json", problems));
}

function agreement(what: string, problems: string[]): CheckVerdict {
  return problems.length === 0
    ? pass(`${what} agrees with the server's name, version, revisions and transport`)
    : fail(`${what} disagrees with the server: ${problems.join("; ")}`);
}
