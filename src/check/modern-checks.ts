/**
 * Rules of the 2026-07-28 revision read off a modern session: resultType on
 * every result, cache hints on list and read results (the same on every
 * page), -32022 with data.supported for an unsupported revision, -32602 for a
 * request without the `_meta` envelope, a deterministic tools/list order, and
 * no log notifications nobody asked for.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/lifecycle#version-negotiation
 */
import { type CheckRecorder, fail, pass } from "./check-recorder.js";
import type { ListedPages } from "./list-pages.js";
import { isResponse, parseJsonObject, type JsonObject } from "./wire/json-rpc.js";
import { FUTURE_REVISION, modernMeta, type WireSession } from "./wire/wire-session.js";

const UNSUPPORTED_VERSION = -32022;
const INVALID_PARAMS = -32602;

export async function modernChecks(
  recorder: CheckRecorder,
  session: WireSession,
  lists: ReadonlyArray<{ method: string; listed: ListedPages }>,
  signal: AbortSignal,
  /** The server refused the 2025 era: only then is a request with no `_meta` at all unmistakably a 2026 request. */
  modernOnly = false,
): Promise<void> {
  const server = recorder.target();
  cacheHints(recorder, lists);
  const future =
    session.futureAnswer ??
    (await session.request(
      "server/discover",
      {},
      { signal, meta: modernMeta(FUTURE_REVISION), headers: { "mcp-protocol-version": FUTURE_REVISION } },
    ));
  const supported = (future.ok ? undefined : (future.data as { supported?: unknown } | undefined)?.supported) ?? undefined;
  recorder.add(
    "modern/unsupported-version",
    "error",
    server,
    future.ok
      ? fail(
          `a request naming revision ${FUTURE_REVISION} in _meta was served (expected -32022 with data.supported): ${JSON.stringify(future.result).slice(0, 100)}`,
        )
      : future.code !== UNSUPPORTED_VERSION
        ? fail(`a request naming revision ${FUTURE_REVISION} got ${future.code ?? "no code"}, not -32022`)
        : Array.isArray(supported)
          ? pass(`revision ${FUTURE_REVISION} is refused with -32022 (supports ${supported.join(", ")})`)
          : fail("-32022 came without data.supported listing the revisions the server speaks", "/error/data/supported"),
    { method: "server/discover" },
  );
  await missingMeta(recorder, session, modernOnly, signal);
  const first = lists.find((l) => l.method === "tools/list")?.listed.pages[0];
  const again = await session.request("tools/list", {}, { signal });
  if (first && again.ok) {
    const names = (page: JsonObject) =>
      Array.isArray(page.tools) ? page.tools.map((t) => String((t as { name?: unknown } | null)?.name)) : [];
    const same = JSON.stringify(names(first)) === JSON.stringify(names(again.result));
    recorder.add(
      "tools/deterministic-order",
      "warning",
      server,
      same
        ? pass("tools/list answers the same order twice")
        : fail(`tools/list answered ${names(first).join(", ")} then ${names(again.result).join(", ")}`),
      { method: "tools/list" },
    );
  }
  const logs = session.channel.log.unsolicited.filter((m) => m.method === "notifications/message");
  recorder.add(
    "modern/no-unrequested-log",
    "error",
    server,
    logs.length === 0
      ? pass("no log notification without a requested level")
      : fail(`${logs.length} notifications/message arrived though no request set a log level`),
  );
}

/**
 * -32602 (HTTP 400) for a request missing a required `_meta` field. The probe is unmistakably 2026 (it names the
 * revision) but lacks clientCapabilities: a dual-era server rightly reads a request with no `_meta` at all as a 2025
 * request, so that bare request is demanded -32602 only of a server that speaks 2026 alone.
 */
async function missingMeta(recorder: CheckRecorder, session: WireSession, modernOnly: boolean, signal: AbortSignal): Promise<void> {
  const server = recorder.target();
  const { "io.modelcontextprotocol/clientCapabilities": _omitted, ...incomplete } = modernMeta();
  const probes: Array<[string, JsonObject | false]> = [["without clientCapabilities in _meta", incomplete]];
  if (modernOnly) probes.push(["without _meta (the server speaks 2026 only)", false]);
  for (const [what, meta] of probes) {
    const answer = await session.request("tools/list", {}, { signal, meta, malformed: true });
    recorder.add(
      "modern/missing-meta",
      "error",
      server,
      answer.ok
        ? fail(`a 2026 request ${what} was served (expected -32602)`)
        : answer.code === INVALID_PARAMS
          ? pass(`a 2026 request ${what} is -32602`)
          : fail(`a 2026 request ${what} got ${answer.code ?? "no JSON-RPC error"}, not -32602 (${answer.message.slice(0, 80)})`),
      { method: "tools/list" },
    );
    if (answer.http)
      recorder.add(
        "http/missing-meta",
        "error",
        server,
        answer.http.status === 400
          ? pass(`a 2026 request ${what} gets HTTP 400`)
          : fail(`a 2026 request ${what} got HTTP ${answer.http.status} (expected 400)`),
        { method: "tools/list" },
      );
  }
}

const CACHEABLE = new Set(["tools/list", "prompts/list", "resources/list", "resources/templates/list", "resources/read"]);

function cacheHints(recorder: CheckRecorder, lists: ReadonlyArray<{ method: string; listed: ListedPages }>): void {
  const problems: string[] = [];
  for (const { method, listed } of lists.filter((l) => CACHEABLE.has(l.method))) {
    const hints = listed.pages.map((p) => `${JSON.stringify(p.ttlMs)}/${JSON.stringify(p.cacheScope)}`);
    listed.pages.forEach((page, index) => {
      if (!Number.isInteger(page.ttlMs) || (page.ttlMs as number) < 0)
        problems.push(`${method} page ${index + 1} has ttlMs ${JSON.stringify(page.ttlMs) ?? "missing"} (an integer >= 0)`);
      if (page.cacheScope !== "private" && page.cacheScope !== "public")
        problems.push(`${method} page ${index + 1} has cacheScope ${JSON.stringify(page.cacheScope) ?? "missing"} (private or public)`);
    });
    if (new Set(hints).size > 1) problems.push(`${method} pages disagree on their cache hints (${hints.join(", ")})`);
  }
  recorder.add(
    "modern/cache-hints",
    "error",
    recorder.target(),
    problems.length === 0 ? pass("list and read results carry ttlMs and cacheScope") : fail(problems.slice(0, 3).join("; "), "/ttlMs"),
  );
}

/** Every result the session received (its whole log, read once every request was sent) carries resultType. */
export function resultTypes(recorder: CheckRecorder, session: WireSession): void {
  const missing = new Set<string>();
  const sent = new Map<string, string>();
  for (const record of session.channel.log.records) {
    const message = parseJsonObject(record.text);
    if (!message) continue;
    if (record.direction === "sent" && typeof message.method === "string" && "id" in message)
      sent.set(JSON.stringify(message.id), message.method);
    else if (
      record.direction === "received" &&
      // The answer to a deliberately malformed probe is judged by that probe's rule alone.
      !session.malformedIds.has(JSON.stringify(message.id)) &&
      isResponse(message) &&
      message.result &&
      typeof message.result === "object" &&
      typeof (message.result as JsonObject).resultType !== "string"
    ) {
      missing.add(sent.get(JSON.stringify(message.id)) ?? "?");
    }
  }
  recorder.add(
    "modern/result-type",
    "error",
    recorder.target(),
    missing.size === 0
      ? pass("every result carries resultType")
      : fail(`results of ${[...missing].join(", ")} carry no resultType`, "/resultType"),
  );
}
