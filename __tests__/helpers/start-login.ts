/**
 * `mcpvals auth login SERVER` in its own process (it waits on a loopback port
 * for the browser), with CI set so it prints the URL instead of opening a
 * browser: resolves once it printed the authorization URL. The test then
 * plays the person (signInHeadless) and awaits `login` for the exit code.
 */
import { execa, type ResultPromise } from "execa";
import { BIN } from "./run-mcpvals.js";

export async function startLogin(cwd: string, server = "api"): Promise<{ login: ResultPromise; url: URL; output: () => string }> {
  const login = execa(process.execPath, [BIN, "auth", "login", server], {
    cwd,
    reject: false,
    stdin: "ignore",
    buffer: false,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", CI: "true", NO_COLOR: "1" },
    extendEnv: false,
    timeout: 60_000,
  });
  let output = "";
  login.stdout!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  const url = await new Promise<URL>((resolve, reject) => {
    login.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /open (http:\/\/\S+)/.exec(output);
      if (found) resolve(new URL(found[1]!));
    });
    void login.then(() => reject(new Error(`auth login ended before printing a URL: ${output}`)));
  });
  return { login, url, output: () => output };
}
