/**
 * V8's young generation doubles whenever a scavenge finds most objects alive,
 * which loading several hundred modules always does: it reached 32 MB, a fifth
 * of a run's peak memory, and never shrank. Growing it one step at a time
 * keeps a 4-workflow run at ~125 MB instead of ~145 and a 1,000-workflow run
 * at ~162 MB instead of ~210, at the same speed (bench/peers.mjs and
 * bench/scale.mjs). Set by the commands that run evaluations and hold their
 * results (run, eval, proxy), before their modules load; not at start-up: on
 * a short command the extra scavenges cost ~15 ms (`--version` 73 → 56 ms,
 * `list` 192 → 174 ms, bench/startup.mjs) and save no memory that matters.
 */
export function growYoungGenerationSlowly(): void {
  process.getBuiltinModule("node:v8").setFlagsFromString("--semi-space-growth-factor=1");
}
