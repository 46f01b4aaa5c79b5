/**
 * `protocol: [2026-07-28, 2025-11-25]` tests each era of one server: the
 * server becomes one server per revision, named `<name>-<revision>`, each
 * pinned to its revision, so every era gets its own connection and its own
 * row in the report. A list of one is a plain pin.
 */
import { nameTable } from "../util/name-table.js";
import type { ServerSpec } from "./server-spec.js";

export interface ProtocolEras {
  /** The servers with every multi-era server replaced by its per-era servers (config order kept). */
  servers: Record<string, ServerSpec>;
  /** Configured name → its per-era server names, for the servers that were expanded. */
  eras: Record<string, string[]>;
}

/** The per-era server name: `everything` + `2025-11-25` → `everything-2025-11-25`. */
export function eraServerName(server: string, revision: string): string {
  return `${server}-${revision}`;
}

export function expandProtocolEras(servers: Record<string, ServerSpec>): ProtocolEras {
  const expanded = nameTable<ServerSpec>();
  const eras = nameTable<string[]>();
  for (const [name, spec] of Object.entries(servers)) {
    const protocol = spec.protocol;
    if (!Array.isArray(protocol)) {
      expanded[name] = spec;
      continue;
    }
    const revisions = [...new Set(protocol)];
    if (revisions.length === 1) {
      expanded[name] = { ...spec, protocol: revisions[0] };
      continue;
    }
    eras[name] = revisions.map((revision) => {
      const eraName = eraServerName(name, revision);
      expanded[eraName] = { ...spec, protocol: revision };
      return eraName;
    });
  }
  return { servers: expanded, eras };
}
