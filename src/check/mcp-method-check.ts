/**
 * `http/mcp-method-header`, the 2026-07-28 era's header rule over Streamable
 * HTTP: every modern request carries `Mcp-Method` (and `MCP-Protocol-Version`)
 * so that gateways can route without reading the body, and a server must
 * refuse a request whose `Mcp-Method` is absent or names another method than
 * the body (HTTP 400, JSON-RPC -32020 HeaderMismatch). Otherwise a gateway's
 * policy on the header and the server's action on the body can disagree.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#streamable-http
 */
import { MODERN_PROTOCOL_VERSION } from "../mcp/protocol-schema.js";
import { probeHttp, type HttpAnswer } from "../mcp/probe-http.js";
import { type CheckRecorder, fail, pass, skip, type CheckVerdict } from "./check-recorder.js";

const HEADER_MISMATCH = -32020;

/** A well-formed modern `server/discover`: the method every 2026 server answers. */
function discoverBody(): string {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": MODERN_PROTOCOL_VERSION,
    "io.modelcontextprotocol/clientInfo": { name: "mcpvals-check", version: "0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta } });
}

export async function mcpMethodHeaderCheck(recorder: CheckRecorder, url: string, headers: Record<string, string>, signal: AbortSignal): Promise<void> {
  const discover = (mcpMethod: string | undefined): Promise<HttpAnswer> =>
    probeHttp(url, { method: "POST", headers: { ...headers, "mcp-protocol-version": MODERN_PROTOCOL_VERSION, ...(mcpMethod ? { "mcp-method": mcpMethod } : {}) }, body: discoverBody() }, { signal });
  await recorder.check("http/mcp-method-header", "error", recorder.target(), async (): Promise<CheckVerdict> => {
    const right = await discover("server/discover");
    if (right.status < 200 || right.status >= 300) return skip(`a well-formed server/discover got ${right.status}; the header rule cannot be told apart`);
    const refused = async (answer: Promise<HttpAnswer>, what: string): Promise<string | null> => {
      const { status, body } = await answer;
      if (status !== 400) return `a server/discover ${what} got ${status} (expected 400)`;
      return body.includes(String(HEADER_MISMATCH)) ? null : `a server/discover ${what} got 400 without error ${HEADER_MISMATCH} (HeaderMismatch)`;
    };
    const problems = [await refused(discover("tools/list"), "whose Mcp-Method says tools/list"), await refused(discover(undefined), "without Mcp-Method")].filter((p) => p !== null);
    return problems.length === 0 ? pass(`a missing or mismatched Mcp-Method gets 400 (${HEADER_MISMATCH})`) : fail(problems.join("; "));
  });
}
