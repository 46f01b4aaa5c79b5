/**
 * Whether a published description (Server Card or server.json) agrees with
 * what the server itself reported: name, version, protocol revisions and
 * transports. Each disagreement is one line naming the field and both values.
 */
import { clipText } from "../../util/clip-text.js";

export interface ObservedServer {
  /** `serverInfo` from the handshake; null when the server never answered. */
  serverInfo: { name: string; version: string } | null;
  /** Revisions the server was checked in. */
  eras: readonly string[];
  transport: "stdio" | "shttp" | "sse";
  /** The URL the server was reached at (HTTP transports). */
  url?: string;
  /** Every era was tried (no --protocol, no --requirements): an era missing from `eras` is one the server refused. */
  erasComplete?: boolean;
}

/** The revision whose support a check proves or disproves by itself (server/discover). */
const MODERN = "2026-07-28";

const REMOTE_TYPE = { shttp: "streamable-http", sse: "sse" } as const;

export function nameAndVersionProblems(published: { name: string; version: string }, { serverInfo }: ObservedServer): string[] {
  if (!serverInfo) return [];
  const problems: string[] = [];
  if (published.version !== serverInfo.version)
    problems.push(`version "${clipText(published.version, 40)}" but the server reports "${clipText(serverInfo.version, 40)}"`);
  // The published name is reverse-DNS ("io.github.owner/weather"); serverInfo.name is usually the part after the slash.
  const short = published.name.slice(published.name.indexOf("/") + 1);
  if (published.name !== serverInfo.name && short !== serverInfo.name)
    problems.push(`name "${clipText(published.name, 60)}" but the server reports "${clipText(serverInfo.name, 60)}"`);
  return problems;
}

/**
 * A published revision list against the eras the server spoke: one it leaves out, and 2026-07-28 listed by a
 * server that refused it when every era was tried (an overstated card steers clients wrong before they connect).
 */
export function revisionProblems(
  listed: readonly string[] | undefined,
  { eras, erasComplete = false }: ObservedServer,
  field = "supportedProtocolVersions",
): string[] {
  if (!listed || eras.length === 0) return [];
  const shown = clipText(JSON.stringify(listed), 120);
  const problems: string[] = [];
  const missing = eras.filter((era) => !listed.includes(era));
  if (missing.length > 0) problems.push(`${field} ${shown} leaves out ${missing.join(", ")}, which the server speaks`);
  if (erasComplete && listed.includes(MODERN) && !eras.includes(MODERN))
    problems.push(`${field} ${shown} lists ${MODERN}, which the server does not speak (it speaks ${eras.join(", ")})`);
  return problems;
}

/** The revision lists of the remotes that name the endpoint the server was reached at (the current draft's place for them). */
export function remoteRevisionProblems(
  remotes: ReadonlyArray<{ type: string; url: string; supportedProtocolVersions?: string[] | undefined }> | undefined,
  observed: ObservedServer,
): string[] {
  if (observed.transport === "stdio" || !observed.url || !remotes) return [];
  const here = normalize(observed.url);
  const type = REMOTE_TYPE[observed.transport];
  return remotes.flatMap((remote, i) =>
    remote.type === type && normalize(remote.url) === here
      ? revisionProblems(remote.supportedProtocolVersions, observed, `remotes[${i}].supportedProtocolVersions`)
      : [],
  );
}

export function remoteProblems(remotes: ReadonlyArray<{ type: string; url: string }> | undefined, observed: ObservedServer): string[] {
  if (observed.transport === "stdio" || !observed.url || !remotes) return [];
  const type = REMOTE_TYPE[observed.transport];
  const listed = `(they list ${clipText(remotes.map((r) => `${r.type} ${r.url}`).join(", ") || "nothing", 120)})`;
  const ofType = remotes.filter((r) => r.type === type);
  if (ofType.length === 0) return [`remotes list no ${type} endpoint, the transport the server was reached over ${listed}`];
  // A card checked on a dev or staging host still lists the production URL: paths are compared on the same origin only.
  const here = normalize(observed.url);
  const sameOrigin = ofType.filter((r) => origin(r.url) === origin(observed.url!));
  if (sameOrigin.length > 0 && !sameOrigin.some((r) => normalize(r.url) === here))
    return [`remotes list no ${type} entry for ${clipText(observed.url, 80)} on its own origin ${listed}`];
  return [];
}

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function normalize(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/$/, "")}`;
  } catch {
    return url;
  }
}
