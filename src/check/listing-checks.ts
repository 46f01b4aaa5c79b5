/**
 * Lifecycle and capability checks on a wire session, plus resources,
 * prompts and completions when the server advertises them: every advertised
 * list works, every unadvertised method answers -32601 (method not found).
 * Never fails a server for a capability it does not declare.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#capability-negotiation
 */
import { type CheckRecorder, fail, pass } from "./check-recorder.js";
import type { ListedPages } from "./list-pages.js";
import { promptChecks } from "./prompt-checks.js";
import { resourceChecks } from "./resource-checks.js";
import type { WireSession } from "./wire/wire-session.js";

const METHOD_NOT_FOUND = -32601;

/** What the server offers besides tools, for the report and the cross-era comparison. */
export interface Listing {
  resources: unknown[];
  templates: unknown[];
  prompts: unknown[];
  /** Every list's pages, for the 2026 cache-hint rule. */
  lists: Array<{ method: string; listed: ListedPages }>;
}

export async function listingChecks(recorder: CheckRecorder, session: WireSession, signal: AbortSignal): Promise<Listing> {
  const server = recorder.target();
  const capabilities = session.capabilities;
  // The 2026-07-28 revision is stateless: no ping and no logging/setLevel (the log level travels in each request's _meta).
  if (!session.modern) {
    await recorder.check(
      "lifecycle/ping",
      "error",
      server,
      async () => {
        const answer = await session.request("ping", undefined, { signal });
        return answer.ok ? pass("ping answered") : fail(`ping failed: ${answer.message}`);
      },
      { method: "ping" },
    );
  }
  // Capabilities honest: advertised lists answer (tools are checked by tool-checks), unadvertised methods are -32601.
  const probes: Array<[string, string]> = [
    ["tools", "tools/list"],
    ["resources", "resources/list"],
    ["prompts", "prompts/list"],
  ];
  for (const [capability, method] of probes) {
    await recorder.check(
      "lifecycle/capabilities-honest",
      "error",
      server,
      async () => {
        const answer = await session.request(method, {}, { signal });
        if (capability in capabilities)
          return answer.ok
            ? pass(`${method} works (${capability} advertised)`)
            : fail(`${capability} is advertised but ${method} failed: ${answer.message}`);
        if (answer.ok) return fail(`${capability} is not advertised but ${method} answered: advertise it or answer -32601`);
        return answer.code === METHOD_NOT_FOUND
          ? pass(`${method} is -32601 (${capability} not advertised)`)
          : fail(`${capability} is not advertised and ${method} answered code ${answer.code ?? "none"}, not -32601 (method not found)`);
      },
      { method },
    );
  }
  if (!session.modern && "logging" in capabilities) {
    await recorder.check(
      "logging/set-level",
      "error",
      server,
      async () => {
        const answer = await session.request("logging/setLevel", { level: "info" }, { signal });
        return answer.ok
          ? pass("logging/setLevel works (logging advertised)")
          : fail(`logging is advertised but logging/setLevel failed: ${answer.message}`);
      },
      { method: "logging/setLevel" },
    );
  }
  const listing: Listing = { resources: [], templates: [], prompts: [], lists: [] };
  if ("resources" in capabilities) Object.assign(listing, await resourceChecks(recorder, session, signal, listing.lists));
  if ("prompts" in capabilities)
    listing.prompts = await promptChecks(recorder, session, signal, "completions" in capabilities, listing.lists);
  return listing;
}
