/**
 * `servers.NAME.sandbox`: how a stdio server mcpvals starts is confined
 * (mcp/transport/sandbox-command.ts builds the bubblewrap command line from it).
 */
import { z } from "zod";

export const SANDBOX_NETWORKS = ["none", "loopback", "allow"] as const;

export const SandboxSchema = z
  .strictObject({
    network: z
      .enum(SANDBOX_NETWORKS)
      .default("none")
      .describe(
        'Network of the server process: "none" (a network namespace of its own with no interface up: every connect fails, even to 127.0.0.1), "loopback" (a namespace of its own whose loopback is up: the server reaches only itself on 127.0.0.1, never the host\'s loopback or anything else), "allow" (the host\'s network)',
      ),
    write: z
      .array(
        z
          .string()
          .min(1)
          .refine((p) => !p.includes("\0"), "contains a NUL byte"),
      )
      .default([])
      .describe(
        "Paths the server may write (relative to the config file; each must exist). Everything else is read-only, except a temporary folder of its own named by TMPDIR, TMP and TEMP",
      ),
    env: z
      .enum(["safe", "clean"])
      .default("safe")
      .describe(
        '"safe": the minimal safe base (PATH, HOME, ...) plus the server\'s `env`, as without a sandbox; "clean": only the server\'s `env` (and TMPDIR, TMP, TEMP naming its temporary folder, PWD its working directory); the command is looked up on the safe PATH',
      ),
    required: z
      .boolean()
      .default(true)
      .describe(
        "When no sandbox can be had (no bwrap, user namespaces refused, not Linux): true fails the server's start with the reason; false warns and runs it unsandboxed",
      ),
  })
  .describe(
    "Run this stdio server in a sandbox (bubblewrap): its own network namespace, a read-only filesystem except `write` and a temporary folder, its own PID namespace. Linux only",
  );

export type Sandbox = z.infer<typeof SandboxSchema>;
