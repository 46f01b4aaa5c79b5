/**
 * Prompts on a wire session: pagination, gets of prompts without required
 * arguments, an unknown prompt and a prompt without its required arguments
 * answered as errors, and completion of a prompt argument when advertised.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/prompts
 */
import { type CheckRecorder, fail, pass, skip } from "./check-recorder.js";
import { listPages, type ListedPages } from "./list-pages.js";
import type { WireSession } from "./wire/wire-session.js";

const SAMPLE = 5;

interface Prompt {
  name: string;
  arguments?: Array<{ name: string; required?: boolean }>;
}

export async function promptChecks(
  recorder: CheckRecorder,
  session: WireSession,
  signal: AbortSignal,
  completions: boolean,
  lists: Array<{ method: string; listed: ListedPages }>,
): Promise<unknown[]> {
  const server = recorder.target();
  const listed = await listPages(session, "prompts/list", "prompts", signal);
  lists.push({ method: "prompts/list", listed });
  recorder.add("prompts/pagination", "error", server, listed.verdict, { method: "prompts/list" });
  const prompts = listed.items
    .filter((p): p is Prompt => typeof (p as { name?: unknown } | null)?.name === "string")
    .map((p) => ({ ...p, arguments: Array.isArray(p.arguments) ? p.arguments : [] }));
  const required = (p: Prompt) => (p.arguments ?? []).filter((a) => a?.required === true).map((a) => a.name);
  for (const prompt of prompts.filter((p) => required(p).length === 0).slice(0, SAMPLE)) {
    await recorder.check(
      "prompts/get",
      "error",
      recorder.target("prompt", prompt.name),
      async () => {
        const answer = await session.request("prompts/get", { name: prompt.name }, { signal });
        if (!answer.ok) return fail(`prompts/get failed: ${answer.message}`);
        const messages = answer.result.messages;
        if (!Array.isArray(messages) || messages.length === 0) return fail("prompts/get answered no messages", "/messages");
        const roles = messages.map((m) => (m as { role?: unknown } | null)?.role);
        const bad = roles.findIndex((r) => r !== "user" && r !== "assistant");
        return bad === -1
          ? pass(`${messages.length} message${messages.length === 1 ? "" : "s"}`)
          : fail(`a message has role ${JSON.stringify(roles[bad])}`, `/messages/${bad}/role`);
      },
      { method: "prompts/get" },
    );
  }
  const unknown = await session.request("prompts/get", { name: "mcpvals-check-no-such-prompt" }, { signal });
  recorder.add(
    "prompts/not-found",
    "warning",
    server,
    unknown.ok
      ? fail("getting an unknown prompt succeeded (expected -32602)")
      : unknown.code === -32602
        ? pass("getting an unknown prompt is -32602")
        : fail(`getting an unknown prompt got ${unknown.code ?? "no code"}, not -32602 (Invalid params): ${unknown.message.slice(0, 100)}`),
    { method: "prompts/get" },
  );
  const needy = prompts.find((p) => required(p).length > 0);
  if (needy) {
    const answer = await session.request("prompts/get", { name: needy.name, arguments: {} }, { signal });
    recorder.add(
      "prompts/required-arguments",
      "warning",
      recorder.target("prompt", needy.name),
      answer.ok
        ? fail(`getting "${needy.name}" without its required ${required(needy).join(", ")} succeeded`)
        : pass(`leaving out ${required(needy).join(", ")} is an error (${answer.code ?? "no code"})`),
      { method: "prompts/get" },
    );
  }
  await completionCheck(recorder, session, signal, completions, prompts);
  return prompts;
}

async function completionCheck(
  recorder: CheckRecorder,
  session: WireSession,
  signal: AbortSignal,
  completions: boolean,
  prompts: Prompt[],
): Promise<void> {
  const server = recorder.target();
  const withArgument = prompts.find((p) => (p.arguments ?? []).length > 0 && typeof p.arguments![0]?.name === "string");
  if (!completions) recorder.add("completions/complete", "warning", server, skip("completions not advertised"));
  else if (!withArgument) recorder.add("completions/complete", "warning", server, skip("no prompt with arguments to complete"));
  else {
    await recorder.check(
      "completions/complete",
      "warning",
      recorder.target("prompt", withArgument.name),
      async () => {
        const argument = withArgument.arguments![0]!.name;
        const answer = await session.request(
          "completion/complete",
          { ref: { type: "ref/prompt", name: withArgument.name }, argument: { name: argument, value: "" } },
          { signal },
        );
        if (!answer.ok) return fail(`completion/complete failed: ${answer.message}`);
        const values = (answer.result.completion as { values?: unknown } | undefined)?.values;
        return Array.isArray(values)
          ? pass(`completion/complete offered ${values.length} value${values.length === 1 ? "" : "s"} for ${argument}`)
          : fail('completion/complete has no "completion.values" array', "/completion/values");
      },
      { method: "completion/complete" },
    );
  }
}
