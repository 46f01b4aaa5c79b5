/**
 * What the action tests share: the config against server-everything (and a
 * failing copy), a pull-request event, the GITHUB_* environment of a run, a
 * workspace holding a config.
 */
import { tempDir, type TempDir } from "./temp-dir.js";

export const CONFIG = `server:
  command: mcp-server-everything
model: scripted
threshold: 0.8
workflows:
  - name: echo works
    steps:
      - user: echo hi
        expectTools:
          - name: echo
            args: { message: hi }
        expectedState: "Echo: hi"
  - name: sum works
    steps:
      - user: add
        expectTools:
          - name: get-sum
            args: { a: 1, b: 2 }
        expectedState: "3"
toolHealthSuites:
  - name: basics
    tests:
      - name: echo returns the message
        tool: echo
        args: { message: ok }
        expectedResult: ok
      - name: sum adds
        tool: get-sum
        args: { a: 2, b: 2 }
        expectedResult: "4"
`;

// "sum works" expects a wrong end state, and "sum adds" a wrong result: one failed workflow, one failed tool test.
export const FAILING = CONFIG.replace('expectedState: "3"', 'expectedState: "nope"').replace(
  'expectedResult: "4"',
  'expectedResult: "five"',
);

export const PR_EVENT = {
  pull_request: { number: 7, head: { repo: { full_name: "o/r" } }, base: { repo: { full_name: "o/r" } } },
  repository: { full_name: "o/r", default_branch: "main" },
};

export function githubEnv(apiUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_REPOSITORY: "o/r",
    GITHUB_RUN_ID: "42",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_SHA: "abc123",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_HEAD_REF: "feature",
    GITHUB_BASE_REF: "main",
    GITHUB_REF_NAME: "7/merge",
    ...extra,
  };
}

export async function withConfig(text = CONFIG): Promise<TempDir> {
  const dir = await tempDir();
  await dir.write("mcpvals.config.yaml", text);
  return dir;
}
