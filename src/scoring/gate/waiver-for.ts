/**
 * The waiver that names a gate unit, and whether it has run out. A workflow
 * checked in several protocol eras ("search [2025-11-25]") is named by its
 * config name; a test by "suite/test" or, when unambiguous enough for its
 * author, by the test name alone. Pure.
 */
import type { Waiver } from "../../config/gate-schema.js";
import type { UnitCounts } from "./unit-counts.js";

/** Waiver names match the config's names; results of an era copy carry " [revision]" after it. */
function sameName(resultName: string, configName: string): boolean {
  return resultName === configName || (resultName.startsWith(configName) && resultName.slice(configName.length).startsWith(" ["));
}

export function waiverFor(unit: Pick<UnitCounts, "kind" | "name">, waivers: readonly Waiver[]): Waiver | undefined {
  return waivers.find((waiver) => {
    if (unit.kind === "workflow") return waiver.workflow !== undefined && sameName(unit.name, waiver.workflow);
    if (waiver.test === undefined) return false;
    return sameName(unit.name, waiver.test) || sameName(unit.name.slice(unit.name.indexOf("/") + 1), waiver.test);
  });
}

/** A waiver holds through its `until` day (UTC) and runs out when the next day begins. */
export function waiverExpired(waiver: Pick<Waiver, "until">, now: Date): boolean {
  return now.getTime() >= Date.parse(`${waiver.until}T00:00:00Z`) + 86_400_000;
}
