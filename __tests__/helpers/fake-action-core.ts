/**
 * A recording stand-in for @actions/core (the action's injected `core`): the
 * action runs in-process against it, and a test reads what it set.
 */
import type { ActionCore } from "../../src/github/action-core.js";

export interface FakeActionCore extends ActionCore {
  inputs: Record<string, string>;
  outputs: Record<string, string>;
  secrets: string[];
  failed: string[];
  /** Every info/notice/warning/error line, prefixed with its level. */
  log: string[];
  summaries: string[];
}

export function fakeActionCore(inputs: Record<string, string>): FakeActionCore {
  const core: FakeActionCore = {
    inputs,
    outputs: {},
    secrets: [],
    failed: [],
    log: [],
    summaries: [],
    getInput: (name) => inputs[name] ?? "",
    setOutput: (name, value) => void (core.outputs[name] = value),
    setSecret: (secret) => void core.secrets.push(secret),
    setFailed: (message) => void core.failed.push(message),
    info: (message) => void core.log.push(`info: ${message}`),
    notice: (message) => void core.log.push(`notice: ${message}`),
    warning: (message) => void core.log.push(`warning: ${message}`),
    error: (message) => void core.log.push(`error: ${message}`),
    summary: { addRaw: (text) => ({ write: async () => void core.summaries.push(text) }) },
  };
  return core;
}
