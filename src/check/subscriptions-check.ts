/**
 * 2026-07-28: a server that declares list-changed notifications or resource
 * subscriptions serves them on `subscriptions/listen`, a long-lived request
 * whose first message is `notifications/subscriptions/acknowledged`. The
 * check opens one, waits briefly for the acknowledgment, and lets it go.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/utilities/subscriptions
 */
import { type CheckRecorder, fail, pass } from "./check-recorder.js";
import type { WireSession } from "./wire/wire-session.js";

const ACK_WITHIN_MS = 2_000;

export async function subscriptionsCheck(recorder: CheckRecorder, session: WireSession, signal: AbortSignal): Promise<void> {
  const declared = (name: string, flag: string) => (session.capabilities[name] as Record<string, unknown> | undefined)?.[flag] === true;
  const notifications = {
    ...(declared("tools", "listChanged") ? { toolsListChanged: true } : {}),
    ...(declared("prompts", "listChanged") ? { promptsListChanged: true } : {}),
    ...(declared("resources", "listChanged") ? { resourcesListChanged: true } : {}),
  };
  if (Object.keys(notifications).length === 0) return;
  const log = session.channel.log;
  const before = log.unsolicited.length;
  const stop = new AbortController();
  const listening = session.request(
    "subscriptions/listen",
    { notifications },
    { signal: AbortSignal.any([signal, stop.signal]), timeoutMs: ACK_WITHIN_MS },
  );
  let answered: Awaited<typeof listening> | undefined;
  void listening.then((a) => (answered = a));
  const acknowledged = () => log.unsolicited.slice(before).some((m) => m.method === "notifications/subscriptions/acknowledged");
  for (let waited = 0; waited < ACK_WITHIN_MS && !acknowledged() && answered === undefined; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  stop.abort();
  const done = await listening;
  const verdict = acknowledged()
    ? pass(`subscriptions/listen is acknowledged (${Object.keys(notifications).join(", ")})`)
    : !done.ok && done.code !== null
      ? fail(`subscriptions/listen answered ${done.message} though list-changed notifications are declared`)
      : fail(`subscriptions/listen was not acknowledged within ${ACK_WITHIN_MS} ms though list-changed notifications are declared`);
  recorder.add("modern/subscriptions-listen", "warning", recorder.target(), verdict, { method: "subscriptions/listen" });
}
