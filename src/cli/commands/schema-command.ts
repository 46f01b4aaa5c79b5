import { EXIT } from "../../exit-code.js";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { configJsonSchema } from "../../config/config-json-schema.js";
import type { CliIo } from "../cli-io.js";
import type { CliFlags } from "../cli-flags.js";

/** `mcpvals schema`: the JSON Schema of the config, for `$schema` / yaml-language-server autocompletion. */
export async function schemaCommand({ out }: CliFlags<"out">, io: CliIo): Promise<number> {
  const text = `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
  if (!out) {
    io.stdout.write(text);
    return EXIT.passed;
  }
  const path = resolve(io.cwd, out);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  return EXIT.passed;
}
