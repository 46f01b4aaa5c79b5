/**
 * Checks of a Streamable HTTP endpoint with raw requests: DNS-rebinding
 * protection (a foreign Origin, a foreign Host), status codes and content
 * types, a 401 that tells the client where to authorize, and in the 2026
 * era the Mcp-Method header rule (mcp-method-check.ts).
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#security-warning
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization
 */
import { initializeBody, probeHttp, type HttpAnswer } from "../mcp/probe-http.js";
import { type CheckRecorder, fail, pass, skip } from "./check-recorder.js";
import { MODERN_PROTOCOL_VERSION } from "../mcp/protocol-schema.js";
import { mcpMethodHeaderCheck } from "./mcp-method-check.js";

const FOREIGN = "evil.example";

export async function httpChecks(recorder: CheckRecorder, url: string, headers: Record<string, string>, version: string, signal: AbortSignal): Promise<void> {
  const server = recorder.target();
  const post = (extra: Record<string, string>, body = initializeBody(version)): Promise<HttpAnswer> => probeHttp(url, { method: "POST", headers: { ...headers, ...extra }, body }, { signal });
  const plain = await post({}).catch((error: unknown) => error as Error);
  if (plain instanceof Error) {
    recorder.add("http/reachable", "error", server, fail(`POST ${url} failed: ${plain.message}`));
    return;
  }
  if (plain.status === 401) {
    const challenge = String(plain.headers["www-authenticate"] ?? "");
    recorder.add(
      "http/auth-challenge",
      "error",
      server,
      /resource_metadata\s*=/.test(challenge) ? pass("401 carries WWW-Authenticate with resource_metadata") : fail(`401 without a WWW-Authenticate resource_metadata pointer (got "${challenge || "no header"}")`),
    );
    return;
  }
  recorder.add("http/auth-challenge", "error", server, skip(`no authorization required (initialize answered ${plain.status})`));
  const type = String(plain.headers["content-type"] ?? "");
  recorder.add(
    "http/content-type",
    "error",
    server,
    plain.status >= 200 && plain.status < 300 && /application\/json|text\/event-stream/.test(type)
      ? pass(`initialize answered ${plain.status} ${type.split(";")[0]}`)
      : fail(`initialize answered ${plain.status} with content type "${type || "none"}" (expected 200 with application/json or text/event-stream)`),
  );
  await recorder.check("http/origin-validation", "error", server, async () => {
    const answer = await post({ origin: `http://${FOREIGN}` });
    return answer.status >= 400 && answer.status < 500
      ? pass(`a request from Origin http://${FOREIGN} is refused (${answer.status})`)
      : fail(`a request from Origin http://${FOREIGN} was served (${answer.status}): validate Origin against DNS rebinding`);
  });
  await recorder.check("http/host-validation", "warning", server, async () => {
    const answer = await post({ host: FOREIGN });
    return answer.status >= 400 && answer.status < 500 ? pass(`a request for Host ${FOREIGN} is refused (${answer.status})`) : fail(`a request for Host ${FOREIGN} was served (${answer.status}): a local server should check Host`);
  });
  await recorder.check("http/invalid-json", "error", server, async () => {
    const answer = await post({}, "{ this is not json");
    return answer.status === 400 ? pass("a body that is not JSON gets 400") : fail(`a body that is not JSON got ${answer.status} (expected 400)`);
  });
  await recorder.check("http/get-stream", "warning", server, async () => {
    const answer = await probeHttp(url, { method: "GET", headers: { ...headers, accept: "text/event-stream" } }, { signal });
    const stream = String(answer.headers["content-type"] ?? "").includes("text/event-stream");
    return answer.status === 405 || (answer.status === 200 && stream) || answer.status === 400
      ? pass(`GET answered ${answer.status}${stream ? " with an event stream" : ""}`)
      : fail(`GET answered ${answer.status} (expected an event stream, or 405 when the server offers none)`);
  });
  if (version === MODERN_PROTOCOL_VERSION) await mcpMethodHeaderCheck(recorder, url, headers, signal);
}
