/**
 * The persona × workflow matrix of a run with simulated users (`user:`,
 * `personas:`): one row per configured workflow (and host), one column per
 * persona, each cell that conversation's verdict and why it ended. Arranges
 * what the results say (their `persona`, `stopReason` and name); scores
 * nothing. Null when no conversation ran, so reports stay as before.
 */
import type { WorkflowResult } from "../result/workflow-result.js";
import type { StopReason } from "../result/stop-reason.js";

export interface PersonaMatrixCell {
  passed: boolean;
  score: number;
  stopReason: StopReason | undefined;
  /** The result's unique name (`book [persona: terse]`), to link a cell to its workflow. */
  name: string;
}

export interface PersonaMatrix {
  /** Personas in the order they first appear. */
  personas: string[];
  /** Configured workflows in order (with the host, under one); `cells[i]` is under `personas[i]`. */
  rows: Array<{ workflow: string; cells: Array<PersonaMatrixCell | undefined> }>;
}

/** `book [persona: terse] [claude-code]` → `book [claude-code]`: the row a persona's copy belongs to. */
function rowOf(result: WorkflowResult): string {
  return result.name.replace(` [persona: ${result.persona}]`, "");
}

export function personaMatrix(workflows: readonly WorkflowResult[]): PersonaMatrix | null {
  const conversations = workflows.filter((w) => w.persona !== undefined);
  if (conversations.length === 0) return null;
  const personas = [...new Set(conversations.map((w) => w.persona!))];
  const names = [...new Set(conversations.map(rowOf))];
  const rows = names.map((workflow) => ({
    workflow,
    cells: personas.map((persona) => {
      const found = conversations.find((w) => rowOf(w) === workflow && w.persona === persona);
      return found
        ? { passed: found.passed && found.error === null, score: found.score, stopReason: found.stopReason, name: found.name }
        : undefined;
    }),
  }));
  return { personas, rows };
}

/** A cell's stop reason as the matrix shows it: nothing when the user stopped (the usual case). */
export function stopNote(cell: PersonaMatrixCell): string {
  return cell.stopReason && cell.stopReason !== "user stopped" ? ` (${cell.stopReason})` : "";
}
