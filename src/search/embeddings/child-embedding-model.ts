/**
 * The local embedding model run in a short-lived child process
 * (local-model-child.ts): TensorFlow.js and the weights (~150 MB of memory,
 * most of a cold run's peak) never enter the run's process, and the child
 * exits as soon as it has been idle for `idleMs`, or when the run's process
 * ends (its stdin closes). `warm()` starts it early, so the model loads while
 * the run waits on servers and the LLM. Used where lib/ is installed; the
 * action's bundle has no separate script and runs the model in process.
 */
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { McpvalsError } from "../../errors.js";
import { LOCAL_MODEL_PACKAGES, missingPackage } from "../../util/optional-package.js";
import type { EmbeddingModelV4 } from "./embedder.js";
import { LOCAL_MODEL_FEATURE } from "./local-model-files.js";

export interface ChildEmbeddingModelOptions {
  /** The child's entry: lib/search/embeddings/local-model-child.js. */
  script: string;
  /** The child's environment (MCPVALS_EMBEDDINGS_MODEL_DIR is read there). */
  env: Record<string, string | undefined>;
  modelId: string;
  batchSize: number;
  /** Idle time after which the child is told to exit (ms). @default 2000 */
  idleMs?: number;
}

/** What the child says when a request failed: a missing package travels as such, so the run can name it. */
export interface ChildFailure {
  message: string;
  code?: string;
  missing?: { packages: readonly string[]; installCommand: string };
}

type Child = ChildProcessByStdio<Writable, Readable, Readable>;
interface Pending {
  resolve(embeddings: number[][]): void;
  reject(error: unknown): void;
}

export function createChildEmbeddingModel({
  script,
  env,
  modelId,
  batchSize,
  idleMs = 2000,
}: ChildEmbeddingModelOptions): EmbeddingModelV4 & { warm(): void } {
  let child: Child | undefined;
  let nextId = 0;
  let idle: NodeJS.Timeout | undefined;
  const pending = new Map<number, Pending>();

  const start = (): Child => {
    if (child) return child;
    const started = spawn(process.execPath, [script, "--serve"], { env: env as NodeJS.ProcessEnv, stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    started.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    createInterface({ input: started.stdout }).on("line", (line) => {
      const answer = JSON.parse(line) as { id: number; embeddings?: number[][]; error?: ChildFailure };
      const request = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error) request?.reject(failure(answer.error));
      else request?.resolve(answer.embeddings!);
      settle();
    });
    const gone = (reason: string) => {
      if (child !== started) return;
      child = undefined;
      const error = new McpvalsError(
        "MODEL",
        `The local embedding model's process ${reason}${stderr.trim() ? `: ${stderr.trim().split("\n").at(-1)}` : ""}`,
      );
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    };
    started.on("error", (error) => gone(`could not start (${error.message})`));
    started.on("exit", (code, signal) => gone(`exited (${signal ?? `code ${code}`})`));
    child = started;
    settle();
    return started;
  };

  // While nothing is asked, the child keeps the run's process alive for no one: unref it, and end it after idleMs.
  const settle = () => {
    if (!child) return;
    clearTimeout(idle);
    const busy = pending.size > 0;
    for (const handle of [child, child.stdin, child.stdout, child.stderr] as Array<{ ref?(): void; unref?(): void }>) {
      if (busy) handle.ref?.();
      else handle.unref?.();
    }
    if (!busy) {
      const idleChild = child;
      idle = setTimeout(() => idleChild.stdin.end(), idleMs);
      idle.unref();
    }
  };

  return {
    specificationVersion: "v4",
    provider: "mcpvals-local",
    modelId,
    maxEmbeddingsPerCall: batchSize,
    supportsParallelCalls: false,
    warm: () => void start(),
    async doEmbed({ values, abortSignal }) {
      abortSignal?.throwIfAborted();
      const running = start();
      const id = nextId++;
      const answered = new Promise<number[][]>((resolve, reject) => pending.set(id, { resolve, reject }));
      settle();
      // An empty text gives the encoder no tokens (an empty tensor); a space is its nearest neutral input.
      running.stdin.write(`${JSON.stringify({ id, texts: values.map((value) => (value.trim() === "" ? " " : value)) })}\n`);
      const embeddings = await (abortSignal ? Promise.race([answered, aborted(abortSignal)]) : answered);
      return { embeddings, warnings: [] };
    },
  };
}

function failure(error: ChildFailure): Error {
  if (error.missing) return missingPackage(LOCAL_MODEL_PACKAGES, LOCAL_MODEL_FEATURE);
  return new McpvalsError("MODEL", error.message);
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
}
