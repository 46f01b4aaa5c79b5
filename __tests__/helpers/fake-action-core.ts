/**
 * A recording stand-in for @actions/core (the action's injected `core`): the
 * action runs in-process against it, and a test reads what it set.
 */
import type { AnnotationProperties } from "@actions/core";
import type { ActionCore } from "../../src/github/action-core.js";

/** One error/warning/notice call, with the annotation properties it was given (title, file, startLine). */
export interface RecordedAnnotation {
  level: "error" | "warning" | "notice";
  message: string;
  properties: AnnotationProperties | undefined;
}

export interface FakeActionCore extends ActionCore {
  inputs: Record<string, string>;
  outputs: Record<string, string>;
  secrets: string[];
  failed: string[];
  /** Every info/notice/warning/error line, prefixed with its level. */
  log: string[];
  /** Every notice/warning/error call, in order. */
  annotations: RecordedAnnotation[];
  summaries: string[];
}

export function fakeActionCore(inputs: Record<string, string>): FakeActionCore {
  const core: FakeActionCore = {
    inputs,
    outputs: {},
    secrets: [],
    failed: [],
    log: [],
    annotations: [],
    summaries: [],
    getInput: (name) => inputs[name] ?? "",
    setOutput: (name, value) => void (core.outputs[name] = value),
    setSecret: (secret) => void core.secrets.push(secret),
    setFailed: (message) => void core.failed.push(message),
    info: (message) => void core.log.push(`info: ${message}`),
    notice: (message, properties) => annotate("notice", message, properties),
    warning: (message, properties) => annotate("warning", message, properties),
    error: (message, properties) => annotate("error", message, properties),
    summary: { addRaw: (text) => ({ write: async () => void core.summaries.push(text) }) },
  };
  const annotate = (level: RecordedAnnotation["level"], message: string, properties?: AnnotationProperties): void => {
    core.log.push(`${level}: ${message}`);
    core.annotations.push({ level, message, properties });
  };
  return core;
}
