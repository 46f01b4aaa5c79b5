/**
 * A Scenario: several user turns in one conversation, each with its own
 * expectations (tools it should call, text its answer should contain). This
 * is the library form of a config workflow's steps.
 */
import { z } from "zod";
import { ServerSchema } from "../protocol/server-spec.js";
import { describeError } from "../errors.js";
import { clipText } from "../util/clip-text.js";
import { matchesText } from "../match/match-text.js";
import type { RunContext } from "./run-context.js";
import type { Agent, AgentSession, TurnResult } from "./agent.js";
import type { AgentResult } from "./agent-result.js";
import { parseInput } from "./parse-input.js";

/** One user turn and what it must do. */
export const ScenarioTurnSchema = z.strictObject({
  user: z.string().min(1),
  expect: z
    .strictObject({
      tools: z.array(z.string().min(1)).optional().describe("MCP tools this turn must call, in this order (others may come between)"),
      text: z.string().optional().describe("Case-insensitive substring (or /regex/flags) of the turn's answer"),
    })
    .optional(),
});

/** A conversation of several turns against `mcps`. */
export const ScenarioSchema = z.strictObject({
  name: z.string().min(1),
  mcps: z.record(z.string().min(1), ServerSchema),
  turns: z.array(ScenarioTurnSchema).min(1),
  maxSteps: z.number().int().min(1).max(100).default(10),
  databaseId: z.string().min(1).optional(),
});

/** A scenario as written (defaults optional). */
export type ScenarioInput = z.input<typeof ScenarioSchema>;
/** A parsed scenario. */
export type Scenario = z.output<typeof ScenarioSchema>;

/** One turn's answer and how it met its expectations. */
export interface ScenarioTurnResult extends TurnResult {
  passed: boolean;
  /** One line per unmet expectation. */
  failures: string[];
}

/** How a scenario went, turn by turn. */
export interface ScenarioResult {
  name: string;
  /** Every turn met its expectations and the agent's run succeeded. */
  passed: boolean;
  turns: ScenarioTurnResult[];
  agent: AgentResult;
}

/** Plays the turns in order in one conversation; a model failure stops the scenario (later turns are not played). */
export async function runScenario(
  agent: Agent,
  input: ScenarioInput,
  { runContext, signal }: { runContext?: RunContext; signal?: AbortSignal } = {},
): Promise<ScenarioResult> {
  const scenario = parseInput(ScenarioSchema, input, "scenario");
  const turns: ScenarioTurnResult[] = [];
  let session: AgentSession | undefined;
  let error: string | null = null;
  let stopReason: AgentResult["stopReason"] = "done";
  let passed = false;
  try {
    session = await agent.openSession({
      name: scenario.name,
      mcps: scenario.mcps,
      maxSteps: scenario.maxSteps,
      databaseId: scenario.databaseId,
      runContext,
      signal,
    });
    await agent.emit(session, "onStatus", { workflow: scenario.name, status: "workflow-started" });
    for (const turn of scenario.turns) {
      const answer = await agent.send(session, turn.user);
      const failures = unmet(turn, answer);
      turns.push({ ...answer, passed: failures.length === 0, failures });
      if (answer.stopReason === "max-steps") stopReason = "max-steps";
    }
  } catch (caught) {
    stopReason = signal?.aborted ? "aborted" : "error";
    error = describeError(caught);
  } finally {
    passed = error === null && turns.length === scenario.turns.length && turns.every((t) => t.passed);
    if (session) await agent.emit(session, "onStatus", { workflow: scenario.name, status: "workflow-finished", passed });
    await session?.close();
  }
  const result = agent.result(session, {
    error,
    stopReason,
    text: turns.at(-1)?.text ?? "",
    metadata: { scenario: scenario.name },
    databaseId: session?.databaseId ?? scenario.databaseId ?? "",
  });
  return { name: scenario.name, passed, turns, agent: result };
}

function unmet(turn: z.output<typeof ScenarioTurnSchema>, answer: TurnResult): string[] {
  const failures: string[] = [];
  const called = answer.toolCalls.map((c) => c.tool);
  let from = 0;
  for (const expected of turn.expect?.tools ?? []) {
    const at = called.indexOf(expected, from);
    if (at < 0) {
      failures.push(
        `expected a call to "${expected}"${from > 0 ? ` after "${called[from - 1]}"` : ""}; called: ${called.join(", ") || "none"}`,
      );
      break;
    }
    from = at + 1;
  }
  if (turn.expect?.text !== undefined && !matchesText(answer.text, turn.expect.text)) {
    failures.push(
      `expected the answer to contain ${JSON.stringify(turn.expect.text)}; it said ${JSON.stringify(clipText(answer.text, 200))}`,
    );
  }
  return failures;
}
