/**
 * Tasks (`io.modelcontextprotocol/tasks`, revision 2026-07-28), checked only
 * on a server that declares it: unknown task ids, the task handle, polling
 * to a terminal status, cancellation, TTL shape, and what a client that did
 * not declare the extension gets (never a task; a refusal is -32021). The
 * lifecycle needs a tool that answers with a task, so it runs with `--call`:
 * the calls the user named, then read-only tools with sampled arguments.
 *
 * @see https://modelcontextprotocol.github.io/ext-tasks/specification/2026-07-28/tasks.html
 */
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { ExtensionPeer } from "./extension-peer.js";
import { MODERN_PROTOCOL_VERSION } from "../../protocol/protocol-schema.js";
import { clipText } from "../../util/clip-text.js";
import { type CheckRecorder, type CheckVerdict, fail, pass, skip } from "../check-recorder.js";
import { issuesText } from "./issues-text.js";
import type { RawReply } from "./raw-exchange.js";
import { type ProbeCall, probeCalls, probeNeeds } from "../probe-calls.js";

export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";
const MISSING_CAPABILITY = -32021;
const METHOD_NOT_FOUND = -32601;
const TERMINAL = new Set(["completed", "failed", "cancelled"]);
const MAX_POLLS = 50;

const TaskSchema = z.object({
  taskId: z.string(),
  status: z.enum(["working", "input_required", "completed", "failed", "cancelled"]),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  ttlMs: z.unknown(),
  pollIntervalMs: z.unknown().optional(),
});
const CompletedSchema = z.object({ result: z.object({ content: z.array(z.unknown()) }) });

export interface TasksCheckOptions {
  era: string;
  signal: AbortSignal;
  /** The declared capability value. */
  capability: unknown;
  /** May call tools (`--call`): the named calls, then read-only tools with sampled arguments. */
  call: boolean;
  /** Calls the user named (`check.calls`, `--call TOOL=JSON`). @default [] */
  calls?: readonly ProbeCall[];
}

export async function tasksChecks(
  recorder: CheckRecorder,
  connection: ExtensionPeer,
  { era, signal, capability, call, calls = [] }: TasksCheckOptions,
): Promise<void> {
  const server = recorder.target();
  const shape = capability !== null && typeof capability === "object" && !Array.isArray(capability) && Object.keys(capability).length === 0;
  recorder.add(
    "ext/tasks/capability",
    "error",
    server,
    shape
      ? pass("declares Tasks as {}")
      : fail(`declares Tasks as ${clipText(JSON.stringify(capability) ?? "undefined", 80)} (must be {})`),
  );
  if (era !== MODERN_PROTOCOL_VERSION)
    return recorder.add(
      "ext/tasks/unknown-task",
      "error",
      server,
      skip(`Tasks is defined for ${MODERN_PROTOCOL_VERSION}; this session speaks ${era}`),
    );
  const send = (method: string, params: Record<string, unknown>, declare = true): Promise<RawReply> =>
    connection.exchange(method, params, { era, signal, extensions: declare ? { [TASKS_EXTENSION]: {} } : {} });
  await recorder.check("ext/tasks/unknown-task", "error", server, async () => {
    const taskId = `mcpvals-no-such-task-${Math.random().toString(36).slice(2, 8)}`;
    const problems: string[] = [];
    for (const method of ["tasks/get", "tasks/cancel"]) {
      const reply = await send(method, { taskId });
      if (reply.ok) problems.push(`${method} of unknown taskId "${taskId}" succeeded`);
      else if (reply.code === METHOD_NOT_FOUND) problems.push(`${method} is not served (-32601) though Tasks is declared`);
      else if (reply.code === null) problems.push(`${method}: ${reply.message}`);
    }
    return problems.length === 0 ? pass("tasks/get and tasks/cancel of an unknown taskId are errors") : fail(problems.join("; "));
  });
  const lifecycle = [
    "ext/tasks/create-result",
    "ext/tasks/ttl",
    "ext/tasks/get-polling",
    "ext/tasks/cancel",
    "ext/tasks/undeclared-client",
  ];
  if (!call)
    return lifecycle.forEach((id) => recorder.add(id, "error", server, skip("needs a tool call: run with --call to call read-only tools")));
  const tried = probeCalls(connection.tools, calls);
  const found = await findTaskTool(tried, send);
  if (!found) return lifecycle.forEach((id) => recorder.add(id, "error", server, skip(probeNeeds(tried, "with a task"))));
  const { tool, args, handle } = found;
  const target = recorder.target("tool", tool);
  const parsed = TaskSchema.safeParse(handle);
  recorder.add(
    "ext/tasks/create-result",
    "error",
    target,
    parsed.success ? pass(`answers a task handle (status ${parsed.data.status})`) : fail(`task handle ${issuesText(parsed.error)}`),
  );
  recorder.add("ext/tasks/ttl", "error", target, ttlVerdict(handle));
  const taskId = typeof handle.taskId === "string" ? handle.taskId : undefined;
  await recorder.check("ext/tasks/get-polling", "error", target, () =>
    taskId ? pollToEnd(send, taskId, signal) : skip("the handle has no taskId to poll"),
  );
  await recorder.check("ext/tasks/cancel", "error", target, () => cancelVerdict(send, tool, args));
  await recorder.check("ext/tasks/undeclared-client", "error", target, async () => {
    const reply = await send("tools/call", { name: tool, arguments: args }, false);
    if (reply.ok)
      return reply.result.resultType === "task"
        ? fail("answered a task handle to a client that did not declare Tasks")
        : pass("answers a plain result to a client that did not declare Tasks");
    return reply.code === MISSING_CAPABILITY
      ? pass(`refuses a client that did not declare Tasks with ${MISSING_CAPABILITY}`)
      : fail(
          `refuses a client that did not declare Tasks with ${reply.code ?? "no code"} (expected ${MISSING_CAPABILITY}): ${clipText(reply.message, 100)}`,
        );
  });
}

type Send = (method: string, params: Record<string, unknown>, declare?: boolean) => Promise<RawReply>;

async function findTaskTool(
  calls: readonly ProbeCall[],
  send: Send,
): Promise<{ tool: string; args: Record<string, unknown>; handle: Record<string, unknown> } | undefined> {
  for (const { tool, args } of calls) {
    const reply = await send("tools/call", { name: tool, arguments: args });
    if (reply.ok && reply.result.resultType === "task") return { tool, args, handle: reply.result };
  }
  return undefined;
}

function ttlVerdict(handle: Record<string, unknown>): CheckVerdict {
  const { ttlMs, pollIntervalMs } = handle;
  if (!(ttlMs === null || (Number.isInteger(ttlMs) && (ttlMs as number) >= 0)))
    return fail(`ttlMs is ${clipText(JSON.stringify(ttlMs) ?? "missing", 40)} (must be a non-negative integer or null)`);
  if (pollIntervalMs !== undefined && !(Number.isInteger(pollIntervalMs) && (pollIntervalMs as number) > 0))
    return fail(`pollIntervalMs is ${clipText(JSON.stringify(pollIntervalMs), 40)} (must be a positive integer)`);
  return pass(
    `ttlMs ${ttlMs === null ? "null (unlimited)" : `${ttlMs}`}${pollIntervalMs === undefined ? "" : `, pollIntervalMs ${pollIntervalMs}`}`,
  );
}

async function pollToEnd(send: Send, taskId: string, signal: AbortSignal): Promise<CheckVerdict> {
  for (let poll = 1; poll <= MAX_POLLS; poll++) {
    const reply = await send("tasks/get", { taskId });
    if (!reply.ok) return fail(`tasks/get failed on poll ${poll}: ${reply.code ?? "no code"} ${clipText(reply.message, 100)}`);
    const task = TaskSchema.safeParse(reply.result);
    if (!task.success) return fail(`tasks/get answer on poll ${poll}: ${issuesText(task.error)}`);
    if (task.data.taskId !== taskId) return fail(`tasks/get for "${taskId}" answered task "${clipText(task.data.taskId, 40)}"`);
    // Input the check cannot give: the task waits for tasks/update, which is not a fault.
    if (task.data.status === "input_required")
      return skip(`the task asks for input (input_required) on poll ${poll}; mcpvals does not answer it`);
    if (TERMINAL.has(task.data.status)) {
      if (task.data.status === "completed" && !CompletedSchema.safeParse(reply.result).success)
        return fail("the completed task carries no result with a content array");
      return pass(`reached "${task.data.status}" after ${poll} poll${poll === 1 ? "" : "s"}`);
    }
    // The server's pollIntervalMs, kept between 10 ms and half a second so the check neither spins nor stalls.
    const interval = Number.isInteger(reply.result.pollIntervalMs) ? (reply.result.pollIntervalMs as number) : 100;
    await sleep(Math.min(500, Math.max(10, interval)), undefined, { signal });
  }
  return fail(`still not in a terminal status after ${MAX_POLLS} polls of tasks/get`);
}

async function cancelVerdict(send: Send, tool: string, args: Record<string, unknown>): Promise<CheckVerdict> {
  const created = await send("tools/call", { name: tool, arguments: args });
  if (!created.ok || created.result.resultType !== "task" || typeof created.result.taskId !== "string")
    return skip("a second call did not answer a task to cancel");
  const taskId = created.result.taskId;
  const cancelled = await send("tasks/cancel", { taskId });
  if (!cancelled.ok)
    return fail(`tasks/cancel of working task "${taskId}" failed: ${cancelled.code ?? "no code"} ${clipText(cancelled.message, 100)}`);
  const after = await send("tasks/get", { taskId });
  if (!after.ok) return fail(`tasks/get after tasks/cancel failed: ${clipText(after.message, 100)}`);
  const status = after.result.status;
  // A task that finished before the cancel arrived may report its own end.
  if (status === "cancelled" || (created.result.status !== "working" && TERMINAL.has(String(status))))
    return pass(`task "${taskId}" reports ${String(status)} after tasks/cancel`);
  return fail(`task "${taskId}" reports "${clipText(String(status), 30)}" after tasks/cancel (expected "cancelled")`);
}
