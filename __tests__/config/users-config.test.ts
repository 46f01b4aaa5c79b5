/** `workflows[].user` and `personas` in the config: defaults, persona copies, and each bad input a clear config error with its path. */
import path from "node:path";
import { resolveConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";
import { EXIT } from "../../src/exit-code.js";

const baseDir = path.resolve("/project");
const server = { command: "node" };
const resolve = (workflow: Record<string, unknown>) =>
  resolveConfig({ server, workflows: [{ name: "chat", ...workflow }] }, { baseDir, env: {} });

function configError(workflow: Record<string, unknown>): ConfigError {
  try {
    resolve(workflow);
  } catch (error) {
    if (ConfigError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected a config error");
}

test("a workflow with a user needs no steps; the defaults are filled in", () => {
  const [workflow] = resolve({ user: { goal: "book a table" } }).workflows;
  expect(workflow!.steps).toEqual([]);
  expect(workflow!.user).toMatchObject({ goal: "book a table", maxTurns: 8, stop: "###STOP###", personaLabel: "terse" });
  expect(workflow!.user!.persona).toMatch(/very short messages/);
  expect(workflow!.persona).toBe("terse");
});

test("steps beside a user hold per-turn expectations: no message of their own, their expectTools joined in order", () => {
  const [workflow] = resolve({
    user: { goal: "add, then echo" },
    steps: [{ expectTools: ["get-sum"], expectedState: "5" }, { expectTools: [{ name: "echo", args: { message: "hi" } }] }],
  }).workflows;
  expect(workflow!.steps.map((step) => [step.user, step.expectedState])).toEqual([
    ["", "5"],
    ["", undefined],
  ]);
  expect(workflow!.expectTools!.map((call) => call.name)).toEqual(["get-sum", "echo"]);
});

test("personas × a workflow: one copy per persona, named with it; own text is custom-N", () => {
  const workflows = resolve({
    user: { goal: "book a table" },
    personas: ["verbose", "adversarial", "A retired sailor who distrusts computers."],
  }).workflows;
  expect(workflows.map((w) => [w.name, w.persona])).toEqual([
    ["chat [persona: verbose]", "verbose"],
    ["chat [persona: adversarial]", "adversarial"],
    ["chat [persona: custom-3]", "custom-3"],
  ]);
  expect(workflows[2]!.user!.persona).toBe("A retired sailor who distrusts computers.");
});

test.each([
  [{ user: { goal: "g", persona: "tersee" } }, 'workflows[0].user.persona: no persona preset named "tersee"; did you mean "terse"?'],
  [{ user: { goal: "g" }, personas: ["verbos"] }, 'workflows[0].personas[0]: no persona preset named "verbos"; did you mean "verbose"?'],
  [{ user: { goal: "g", maxTurns: 0 } }, "workflows[0].user.maxTurns: maxTurns must be at least 1"],
  [
    { user: { goal: "g" }, steps: [{ expectedState: "ok" }, { user: "hi" }] },
    "workflows[0].steps[1].user: with a simulated `user` its model (or script) writes every message: a step gives only that turn's expectations",
  ],
  [
    { user: { goal: "g", maxTurns: 2 }, steps: [{}, {}, { expectedState: "ok" }] },
    'workflows[0].steps: workflow "chat" has 3 steps but user.maxTurns is 2: step N checks turn N, so step 3 could never be checked',
  ],
  [
    { user: { goal: "g", script: ["hi ###STOP###"] }, steps: [{}, { expectedState: "ok" }] },
    'workflows[0].steps: workflow "chat" has 2 steps but its script has 1 messages',
  ],
  [{ steps: [{ user: "hi" }, { expectedState: "ok" }] }, "workflows[0].steps[1].user: give the user's message"],
  [
    { user: { goal: "g" }, steps: [{ expectTools: ["echo"] }], expectTools: ["get-sum"] },
    "workflows[0].expectTools: the steps give each turn's expectTools: give them per turn or for the whole conversation here, not both",
  ],
  [
    { steps: [{ user: "hi", expectTools: ["echo"] }], expectTools: ["get-sum"] },
    "workflows[0].expectTools: the steps give their own expectTools too, and a workflow-level list would replace them unchecked",
  ],
  [{}, "workflows[0].steps: give the user's messages as `steps`, or a simulated `user`"],
  [{ steps: [{ user: "hi" }], personas: ["terse"] }, "workflows[0].personas: personas need a simulated `user`"],
])("bad input %j is a config error (exit 2) naming the field", (workflow, message) => {
  const error = configError(workflow);
  expect(error.message).toContain(message);
  expect(error.exitCode).toBe(EXIT.usage);
});
