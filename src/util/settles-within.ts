/**
 * Whether `promise` settles (either way) within `ms`: false when the time
 * runs out first, or as soon as `stop` settles. The timer is cleared at once,
 * so a quick answer leaves nothing pending. For "did the process exit in
 * time" questions, where the answer picks the next step.
 */
export async function settlesWithin(promise: Promise<unknown>, ms: number, stop?: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = promise.then(
    () => true,
    () => true,
  );
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([settled, timedOut, ...(stop ? [stop.then(() => false)] : [])]);
  } finally {
    clearTimeout(timer);
  }
}
