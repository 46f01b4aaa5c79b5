import { Writable } from "node:stream";

/** A writable stream that keeps everything written to it, for asserting on reporter output. */
export function captureStream(options: { isTTY?: boolean } = {}): Writable & { text(): string; writes: string[] } {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      writes.push(chunk.toString());
      callback();
    },
  }) as Writable & { text(): string; writes: string[]; isTTY?: boolean };
  stream.writes = writes;
  stream.text = () => writes.join("");
  if (options.isTTY !== undefined) stream.isTTY = options.isTTY;
  return stream;
}
