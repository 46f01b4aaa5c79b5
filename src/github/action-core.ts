/**
 * What the action uses of @actions/core, as an interface: the real module in
 * the bundle (action-main.ts), a recording object in tests, so the action's
 * logic runs in-process without dist/.
 */
import type { AnnotationProperties } from "@actions/core";

export interface ActionCore {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  setSecret(secret: string): void;
  setFailed(message: string): void;
  info(message: string): void;
  notice(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  /** The job summary (GITHUB_STEP_SUMMARY). */
  summary: { addRaw(text: string): { write(): Promise<unknown> } };
}

/** Everything the action reads from its surroundings. */
export interface ActionDeps {
  core: ActionCore;
  /** The process environment (GITHUB_*, the config's secrets). */
  env: Record<string, string | undefined>;
  /** The event payload (`context.payload`; `{}` when there is none). */
  payload: Record<string, unknown>;
  /** Cancels the run (SIGINT/SIGTERM in the bundle). */
  signal: AbortSignal;
  /** Where the console report goes. @default process.stdout */
  stdout?: NodeJS.WritableStream;
}
