/**
 * One name for the product on GitHub: this repository is `mcpvals/action`,
 * used as `uses: mcpvals/action@v1` (and its reusable workflow as
 * `mcpvals/action/.github/workflows/mcpvals.yml@v1`). Every tracked file but
 * the generated ones (dist/, lib/, package-lock.json) is searched for any
 * other spelling: `mcpvals/mcpvals`, another repository under the owner, or
 * a `uses:` of another name. `.mcpvals/mcpvals/` (a state folder path) is no
 * repository name.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

const GENERATED = /^(dist|lib)\/|^package-lock\.json$/;
const WRONG = [
  /(?<![.\w-])mcpvals\/mcpvals\b/g,
  /github\.com\/mcpvals\/(?!action\b)[\w.-]+/g,
  /uses:\s*['"]?mcpvals\/(?!action[@/])[^\s'"]*/g,
  /uses:\s*['"]?mcpvals\/action(?![@/])[^\s'"]*/g,
];

/** `file:line` of every line with a wrong spelling in `text`. */
function wrongActionNames(file: string, text: string): string[] {
  const found = new Set<string>();
  for (const pattern of WRONG) {
    for (const match of text.matchAll(pattern)) found.add(`${file}:${text.slice(0, match.index).split("\n").length}`);
  }
  return [...found];
}

test("the finder flags each wrong spelling and passes the right ones", () => {
  expect(wrongActionNames("x", "uses: mcpvals/mcpvals@v1\nsee github.com/mcpvals/mcpvals\nuses: mcpvals/evals@v1")).toEqual([
    "x:1",
    "x:2",
    "x:3",
  ]);
  expect(
    wrongActionNames("x", "uses: mcpvals/action@v1\nuses: mcpvals/action/.github/workflows/mcpvals.yml@v1\n.mcpvals/mcpvals/state"),
  ).toEqual([]);
});

test("no tracked file names the action or the repository other than mcpvals/action", () => {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: REPO_ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f !== "" && !GENERATED.test(f) && f !== "__tests__/docs/action-name.int.test.ts");
  expect(files.length).toBeGreaterThan(100);
  const wrong = files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(join(REPO_ROOT, file), "utf8");
    } catch {
      return []; // listed but absent in this checkout (a sparse or LFS file)
    }
    return wrongActionNames(file, text);
  });
  expect(wrong).toEqual([]);
});
