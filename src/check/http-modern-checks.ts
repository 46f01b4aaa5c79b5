/**
 * The 2026-07-28 era's HTTP rules: every request carries `Mcp-Method` (and
 * `Mcp-Name` for a named item) so gateways can route without reading the
 * body; a missing or mismatched header is refused (400, -32020
 * HeaderMismatch); an unknown method gets HTTP 404.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#streamable-http
 */
import { type CheckRecorder, type CheckVerdict, fail, pass, skip } from "./check-recorder.js";
import { HttpChannel } from "./wire/http-channel.js";
import type { ChannelReply } from "./wire/wire-channel.js";
import { mergeHeaders, type WireSession } from "./wire/wire-session.js";

const HEADER_MISMATCH = -32020;

export async function modernHttpChecks(
  recorder: CheckRecorder,
  session: WireSession,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<void> {
  const server = recorder.target();
  const channel = new HttpChannel(url, headers);
  const send = (method: string, params: Record<string, unknown>, extra: Record<string, string | undefined>): Promise<ChannelReply> => {
    const message = session.message(method, params);
    const merged = mergeHeaders(session.headersFor(method, params), extra);
    return channel.request(JSON.stringify(message), message, { signal, headers: merged });
  };
  const refused = async (reply: Promise<ChannelReply>, what: string): Promise<string | null> => {
    const { http, message } = await reply;
    if (http?.status !== 400) return `${what} got ${http?.status ?? "no answer"} (expected 400)`;
    return (message?.error as { code?: unknown } | undefined)?.code === HEADER_MISMATCH
      ? null
      : `${what} got 400 without error ${HEADER_MISMATCH} (HeaderMismatch)`;
  };
  await recorder.check("http/mcp-method-header", "error", server, async (): Promise<CheckVerdict> => {
    const problems = [
      await refused(send("server/discover", {}, { "mcp-method": "tools/list" }), "a server/discover whose Mcp-Method says tools/list"),
      await refused(send("server/discover", {}, { "mcp-method": undefined }), "a server/discover without Mcp-Method"),
    ];
    const found = problems.filter((p) => p !== null);
    return found.length === 0 ? pass(`a missing or mismatched Mcp-Method gets 400 (${HEADER_MISMATCH})`) : fail(found.join("; "));
  });
  await recorder.check("http/mcp-name-header", "error", server, async (): Promise<CheckVerdict> => {
    if (!("tools" in session.capabilities)) return skip("no tools to name");
    const problem = await refused(
      send("tools/call", { name: "mcpvals-check-a", arguments: {} }, { "mcp-name": "mcpvals-check-b" }),
      "a tools/call whose Mcp-Name names another tool than the body",
    );
    return problem === null ? pass(`a mismatched Mcp-Name gets 400 (${HEADER_MISMATCH})`) : fail(problem);
  });
  await recorder.check("http/unknown-method", "error", server, async (): Promise<CheckVerdict> => {
    const { http } = await send("mcpvals/no-such-method", {}, {});
    return http?.status === 404
      ? pass("an unknown method gets HTTP 404")
      : fail(`an unknown method got HTTP ${http?.status ?? "no answer"} (expected 404)`);
  });
}
