/**
 * Lifecycle and capability checks on a live connection, plus resources,
 * prompts and completions when the server advertises them: every advertised
 * list works, every unadvertised method answers -32601 (method not found),
 * reads and gets succeed, and a missing resource or prompt is an error.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server
 */
import type { ServerConnection } from "../mcp/connect-server.js";
import { MODERN_PROTOCOL_VERSION } from "../mcp/protocol-version.js";
import { rawRequest } from "../mcp/raw-request.js";
import { clipText } from "../util/clip-text.js";
import { type CheckRecorder, fail, pass, skip } from "./check-recorder.js";
import { followPages } from "./tool-checks.js";

const METHOD_NOT_FOUND = -32601;
/** Reads and gets tried per server (each is a real request). */
const SAMPLE = 5;

/** What the server offers besides tools, for the report. */
export interface Listing {
  resources: number;
  prompts: number;
}

export async function listingChecks(recorder: CheckRecorder, connection: ServerConnection, signal: AbortSignal): Promise<Listing> {
  const server = recorder.target();
  const capabilities = (connection.client.getServerCapabilities() ?? {}) as Record<string, unknown>;
  // The 2026-07-28 revision is stateless: no ping and no logging/setLevel (server/discover, which the connect
  // already ran, shows the server is alive; the log level travels in each request's _meta).
  const modern = connection.protocolVersion === MODERN_PROTOCOL_VERSION;
  if (modern) recorder.add("lifecycle/discover", "error", server, pass("server/discover answered (the connect negotiated the modern era with it)"));
  else {
    await recorder.check("lifecycle/ping", "error", server, async () => {
      const answer = await rawRequest(connection, "ping", undefined, { signal });
      return answer.ok ? pass("ping answered") : fail(`ping failed: ${answer.message}`);
    });
  }
  // Capabilities honest: advertised lists answer, unadvertised methods are -32601.
  const probes: Array<[string, string, Record<string, unknown> | undefined]> = [
    ["tools", "tools/list", undefined],
    ["resources", "resources/list", undefined],
    ["prompts", "prompts/list", undefined],
    ...(modern ? [] : [["logging", "logging/setLevel", { level: "info" }] as [string, string, Record<string, unknown>]]),
  ];
  for (const [capability, method, params] of probes) {
    await recorder.check("lifecycle/capabilities-honest", capability === "logging" ? "warning" : "error", server, async () => {
      const answer = await rawRequest(connection, method, params, { signal });
      if (capability in capabilities) return answer.ok ? pass(`${method} works (${capability} advertised)`) : fail(`${capability} is advertised but ${method} failed: ${answer.message}`);
      if (answer.ok) return fail(`${capability} is not advertised but ${method} answered: advertise it or answer -32601`);
      return answer.code === METHOD_NOT_FOUND ? pass(`${method} is -32601 (${capability} not advertised)`) : fail(`${capability} is not advertised and ${method} answered code ${answer.code ?? "none"}, not -32601 (method not found)`);
    });
  }
  const listing: Listing = { resources: 0, prompts: 0 };
  if ("resources" in capabilities) listing.resources = await resourceChecks(recorder, connection, signal);
  if ("prompts" in capabilities) listing.prompts = await promptChecks(recorder, connection, signal, "completions" in capabilities);
  return listing;
}

async function resourceChecks(recorder: CheckRecorder, connection: ServerConnection, signal: AbortSignal): Promise<number> {
  const server = recorder.target();
  await recorder.check("resources/pagination", "error", server, () => followPages(connection, "resources/list", "resources", signal));
  const list = await rawRequest(connection, "resources/list", undefined, { signal });
  const resources = list.ok && Array.isArray(list.result.resources) ? (list.result.resources as Array<{ uri?: unknown; mimeType?: unknown }>) : [];
  for (const resource of resources.slice(0, SAMPLE)) {
    const uri = String(resource.uri);
    await recorder.check("resources/read", "error", recorder.target("resource", uri), async () => {
      const answer = await rawRequest(connection, "resources/read", { uri }, { signal });
      if (!answer.ok) return fail(`resources/read failed: ${answer.message}`);
      const contents = answer.result.contents;
      if (!Array.isArray(contents) || contents.length === 0) return fail("resources/read answered no contents");
      const first = contents[0] as { text?: unknown; blob?: unknown; mimeType?: unknown };
      if (typeof first.text !== "string" && typeof first.blob !== "string") return fail("contents[0] has neither text nor blob");
      if (typeof resource.mimeType === "string" && typeof first.mimeType === "string" && resource.mimeType !== first.mimeType) {
        return fail(`listed as ${resource.mimeType} but read as ${first.mimeType}`);
      }
      return pass(`read ${contents.length} content part${contents.length === 1 ? "" : "s"}${typeof first.mimeType === "string" ? ` (${first.mimeType})` : ""}`);
    });
  }
  await recorder.check("resources/templates", "warning", server, async () => {
    const answer = await rawRequest(connection, "resources/templates/list", undefined, { signal });
    if (!answer.ok) return fail(`resources/templates/list failed: ${answer.message}`);
    return Array.isArray(answer.result.resourceTemplates) ? pass(`${answer.result.resourceTemplates.length} resource templates`) : fail('resources/templates/list has no "resourceTemplates" array');
  });
  await recorder.check("resources/not-found", "error", server, async () => {
    const uri = "mcpvals-check://does-not-exist";
    const answer = await rawRequest(connection, "resources/read", { uri }, { signal });
    if (answer.ok) return fail(`reading ${uri} succeeded: ${clipText(JSON.stringify(answer.result), 100)}`);
    return pass(`reading a missing resource is an error (${answer.code ?? "no code"}${answer.code === -32002 ? ", resource not found" : ""})`);
  });
  return resources.length;
}

async function promptChecks(recorder: CheckRecorder, connection: ServerConnection, signal: AbortSignal, completions: boolean): Promise<number> {
  const server = recorder.target();
  await recorder.check("prompts/pagination", "error", server, () => followPages(connection, "prompts/list", "prompts", signal));
  const list = await rawRequest(connection, "prompts/list", undefined, { signal });
  const prompts = list.ok && Array.isArray(list.result.prompts) ? (list.result.prompts as Array<{ name: string; arguments?: Array<{ name: string; required?: boolean }> }>) : [];
  for (const prompt of prompts.filter((p) => !(p.arguments ?? []).some((a) => a.required)).slice(0, SAMPLE)) {
    await recorder.check("prompts/get", "error", recorder.target("prompt", prompt.name), async () => {
      const answer = await rawRequest(connection, "prompts/get", { name: prompt.name }, { signal });
      if (!answer.ok) return fail(`prompts/get failed: ${answer.message}`);
      const messages = answer.result.messages;
      if (!Array.isArray(messages) || messages.length === 0) return fail("prompts/get answered no messages");
      const roles = messages.map((m) => (m as { role?: unknown }).role);
      return roles.every((r) => r === "user" || r === "assistant") ? pass(`${messages.length} message${messages.length === 1 ? "" : "s"}`) : fail(`a message has role ${JSON.stringify(roles.find((r) => r !== "user" && r !== "assistant"))}`);
    });
  }
  await recorder.check("prompts/not-found", "error", server, async () => {
    const answer = await rawRequest(connection, "prompts/get", { name: "mcpvals-check-no-such-prompt" }, { signal });
    return answer.ok ? fail("getting an unknown prompt succeeded") : pass(`getting an unknown prompt is an error (${answer.code ?? "no code"})`);
  });
  const withArgument = prompts.find((p) => (p.arguments ?? []).length > 0);
  if (!completions) recorder.add("completions/complete", "warning", server, skip("completions not advertised"));
  else if (!withArgument) recorder.add("completions/complete", "warning", server, skip("no prompt with arguments to complete"));
  else {
    await recorder.check("completions/complete", "warning", recorder.target("prompt", withArgument.name), async () => {
      const argument = withArgument.arguments![0]!.name;
      const answer = await rawRequest(connection, "completion/complete", { ref: { type: "ref/prompt", name: withArgument.name }, argument: { name: argument, value: "" } }, { signal });
      if (!answer.ok) return fail(`completion/complete failed: ${answer.message}`);
      const values = (answer.result.completion as { values?: unknown } | undefined)?.values;
      return Array.isArray(values) ? pass(`completion/complete offered ${values.length} value${values.length === 1 ? "" : "s"} for ${argument}`) : fail('completion/complete has no "completion.values" array');
    });
  }
  return prompts.length;
}
