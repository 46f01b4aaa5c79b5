/**
 * The mutants of a suite: one per operator and item the unmutated run saw
 * listed, narrowed by `mutate.operators` and `mutate.items`. A mutant that
 * changes only calls of an item no call reached is equivalent already: it is
 * reported as such and never run.
 */
import { ConfigError } from "../errors.js";
import type { MutantResult, MutationOperatorId } from "../result/mutation-report.js";
import { closest } from "../util/closest-name.js";
import { clipText } from "../util/clip-text.js";
import { MUTATION_OPERATORS } from "./mutation-operators.js";
import type { PlannedMutant } from "./mutating-layer.js";
import type { OfferingsRecorder } from "./offerings-recorder.js";
import { KINDS } from "./wire-methods.js";

export interface PlanMutantsOptions {
  recorder: OfferingsRecorder;
  /** `mutate.operators`. @default every operator */
  operators?: readonly MutationOperatorId[];
  /** `mutate.items`: tool and prompt names, resource URIs. @default every listed item */
  items?: readonly string[];
  /** The config file, for the error naming an unknown item. */
  file?: string | null;
}

export interface MutantPlan {
  /** Mutants to run, in a stable order (server, kind, item, operator table order). */
  mutants: PlannedMutant[];
  /** Mutants that cannot be seen, already decided, by id. */
  equivalent: Map<string, MutantResult>;
}

export function planMutants({ recorder, operators, items, file }: PlanMutantsOptions): MutantPlan {
  const listed = [...recorder.servers.values()].flatMap((seen) => KINDS.flatMap((kind) => seen.listed[kind]));
  checkItems(items, listed, file);
  const wanted = items ? new Set(items) : undefined;
  const mutants: PlannedMutant[] = [];
  const equivalent = new Map<string, MutantResult>();
  for (const [server, seen] of [...recorder.servers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (const kind of KINDS) {
      for (const item of seen.listed[kind]) {
        if (wanted && !wanted.has(item)) continue;
        for (const operator of MUTATION_OPERATORS.values()) {
          if (operator.kind !== kind || (operators && !operators.includes(operator.id))) continue;
          const mutant: PlannedMutant = { id: `${operator.id}:${server}:${item}`, operator, server, kind, item };
          if (operator.reaches === "call" && recorder.calls(server, kind, item) === 0) {
            equivalent.set(mutant.id, unreached(mutant));
          }
          mutants.push(mutant);
        }
      }
    }
  }
  return { mutants, equivalent };
}

function unreached({ id, operator, server, kind, item }: PlannedMutant): MutantResult {
  return {
    id,
    operator: operator.id,
    server,
    kind,
    item,
    status: "equivalent",
    killedBy: [],
    detail: `no call reached ${kind} "${clipText(item, 100)}" in the unmutated run, so ${operator.summary} changes nothing the suite sees`,
    applied: 0,
    durationMs: 0,
  };
}

function checkItems(items: readonly string[] | undefined, listed: string[], file: string | null | undefined): void {
  const issues = (items ?? []).flatMap((item, index) => {
    if (listed.includes(item)) return [];
    const near = closest(item, listed);
    const message = `no server lists a tool, prompt or resource "${clipText(item, 100)}"${near ? `; did you mean "${near}"?` : ""}`;
    return [{ path: `mutate.items[${index}]`, message }];
  });
  if (issues.length === 0) return;
  const where = file ? ` in ${file}` : "";
  throw new ConfigError(`Invalid mutate settings${where}:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`, {
    ...(file ? { file } : {}),
    issues,
  });
}
