/**
 * The action's `check: true` step, before the workflows: the protocol check
 * of the config's servers, its console table and SARIF file.
 */
import { resolve } from "node:path";
import type { ResolvedConfig } from "../config/resolved-config.js";
import { findConfigFile } from "../config/find-config.js";
import { loadConfig } from "../config/load-config.js";
import { writeCheckReports } from "../report/write-reports.js";
import { sarifContext } from "../check/sarif-context.js";
import type { ActionInputs } from "./parse-inputs.js";
import { runProtocolCheck } from "./run-protocol-check.js";

/**
 * `check: true`: conformance and hygiene before the workflows; its verdict joins the run's at the gate. A merge
 * job (the reusable workflow's) evaluates nothing, but it is the one that comments: it runs the check.
 */
export async function actionCheck(options: {
  inputs: ActionInputs;
  config: ResolvedConfig | undefined;
  configFile: string | undefined;
  cwd: string;
  env: Record<string, string | undefined>;
  deferAuthSecrets: boolean;
  merging: boolean;
  mask: (list: readonly string[]) => void;
  onSecret: (value: string) => void;
  signal: AbortSignal | undefined;
  stdout: NodeJS.WritableStream;
}): Promise<Awaited<ReturnType<typeof runProtocolCheck>> | null> {
  const { inputs, config, configFile, cwd, env, deferAuthSecrets, signal } = options;
  if (!inputs.check) return null;
  const checkConfig = config ?? (await loadConfig({ path: configFile ?? (await findConfigFile(cwd)), cwd, env, deferAuthSecrets }));
  if (options.merging) options.mask(checkConfig.secrets);
  const protocolCheck = await runProtocolCheck({
    config: checkConfig,
    cwd,
    baselineFile: inputs["check-baseline"],
    hosts: inputs["check-hosts"],
    rules: inputs["check-rules"],
    signal,
    onSecret: options.onSecret,
  });
  await writeCheckReports(protocolCheck.report, [{ name: "console", stream: options.stdout, color: true }]);
  const sarifPath = inputs["check-sarif-path"];
  if (sarifPath) {
    const sarif = await sarifContext({ cwd, configFile: checkConfig.file, command: [] });
    await writeCheckReports(protocolCheck.report, [{ name: "sarif", path: resolve(cwd, sarifPath) }], { sarif });
  }
  return protocolCheck;
}
