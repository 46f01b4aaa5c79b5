/**
 * The AI SDK prints its warnings (an unknown model's compatibility mode, an
 * unsupported setting) through `process.emitWarning`, once per call: eight
 * identical stderr lines for four workflows, around the run's own output,
 * and one more telling how to turn them off. A run shows each distinct
 * warning once, on its own event channel, where every reporter (and the
 * action's annotations) can see it.
 *
 * The SDK reads one process-wide hook, `globalThis.AI_SDK_LOG_WARNINGS`: a
 * caller who set it (false, or their own logger) keeps it. Runs that overlap
 * in one process each get the warnings of every model call made meanwhile;
 * the hook is removed when the last one ends.
 */

/** The shape the AI SDK hands to `AI_SDK_LOG_WARNINGS` (ai 7). */
interface SdkWarnings {
  warnings: ReadonlyArray<{ type: string; feature?: string; details?: string; setting?: string; message?: string }>;
  provider?: string;
  model?: string;
}

type Listener = (message: string) => void;

const listeners = new Set<Listener>();
let installed: ((options: SdkWarnings) => void) | undefined;

/** Sends each distinct AI SDK warning to `onWarning` until the returned function is called. */
export function routeModelWarnings(onWarning: Listener): () => void {
  const global = globalThis as { AI_SDK_LOG_WARNINGS?: unknown };
  if (installed === undefined && global.AI_SDK_LOG_WARNINGS !== undefined) return () => undefined;
  if (installed === undefined) {
    installed = (options) => {
      for (const message of options.warnings.map((w) => formatModelWarning(w, options)))
        for (const listener of listeners) listener(message);
    };
    global.AI_SDK_LOG_WARNINGS = installed;
  }
  const seen = new Set<string>();
  const listener: Listener = (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    onWarning(message);
  };
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && global.AI_SDK_LOG_WARNINGS === installed) {
      delete global.AI_SDK_LOG_WARNINGS;
      installed = undefined;
    }
  };
}

/** Runs `work` with each distinct AI SDK warning sent to `onWarning` meanwhile (see routeModelWarnings). */
export async function withModelWarnings<T>(onWarning: Listener, work: () => Promise<T>): Promise<T> {
  const stop = routeModelWarnings(onWarning);
  try {
    return await work();
  } finally {
    stop();
  }
}

function formatModelWarning(warning: SdkWarnings["warnings"][number], { provider, model }: SdkWarnings): string {
  const where = provider !== undefined && model !== undefined ? ` (${provider} / ${model})` : "";
  const details = warning.details ? ` ${warning.details}` : "";
  switch (warning.type) {
    case "unsupported":
      return `AI SDK${where}: "${warning.feature}" is not supported.${details}`;
    case "compatibility":
      return `AI SDK${where}: "${warning.feature}" is used in a compatibility mode.${details}`;
    case "deprecated":
      return `AI SDK${where}: "${warning.setting}" is deprecated. ${warning.message ?? ""}`.trimEnd();
    default:
      return `AI SDK${where}: ${warning.message ?? JSON.stringify(warning)}`;
  }
}
