import type { Observer, RunStartInfo } from "../trace/observer.js";

export type { RunStartInfo };

/**
 * A reporter is an observer of the run (src/trace/observer.ts) that formats
 * what it hears: progress lines as workflows end, files when the result is
 * ready (`onRunEnd`, which the run awaits). Reporters format the result;
 * they never compute or change a score. All hooks are optional.
 */
export type Reporter = Observer;
