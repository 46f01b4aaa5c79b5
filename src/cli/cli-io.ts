/** What a CLI command may touch: injected so commands run the same in a test as in a terminal. */
export interface CliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
  signal: AbortSignal;
  /** Where a command that asks (`judge label`) reads its answers; absent: it cannot ask. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}
