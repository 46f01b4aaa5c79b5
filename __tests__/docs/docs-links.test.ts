/**
 * Every relative link of README.md, docs/ and bench/README.md resolves: the
 * file exists, and a `#fragment` names a heading of that file (GitHub's
 * anchors: lower case, punctuation dropped, spaces as dashes, repeats
 * numbered). And no page cites an "issue N" a reader cannot open.
 */
import { access, readdir, readFile } from "node:fs/promises";
import { dirname, join, normalize, relative } from "node:path";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

/** GitHub's heading anchor for a heading's text. */
function githubAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, "")
    .replaceAll(" ", "-");
}

/** The text of a Markdown page outside fenced code blocks (a `#` there is code, a `[x](y)` is not a link). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = githubAnchor(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

async function pages(): Promise<string[]> {
  const docs = (await readdir(join(REPO_ROOT, "docs"), { recursive: true }))
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file));
  return ["README.md", "bench/README.md", "CHANGELOG.md", ...docs.sort()];
}

/** Relative links and images of a page: [label](target), without external URLs. */
function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

test("the anchor rule is GitHub's", () => {
  expect(githubAnchor("State folder (`.mcpvals/`)")).toBe("state-folder-mcpvals");
  expect(githubAnchor("The client's side: roots, sampling, elicitation")).toBe("the-clients-side-roots-sampling-elicitation");
  expect(githubAnchor("API of `mcpvals/agent`")).toBe("api-of-mcpvalsagent");
  expect([...anchorsOf("# A\n## A\n```\n# not a heading\n```\n")]).toEqual(["a", "a-1"]);
});

test("every relative link in README.md and docs/ resolves to a file and, with a fragment, to a heading of it", async () => {
  const broken: string[] = [];
  const texts = new Map<string, string>();
  const read = async (file: string) => texts.get(file) ?? texts.set(file, await readFile(join(REPO_ROOT, file), "utf8")).get(file)!;
  let links = 0;
  for (const page of await pages()) {
    for (const target of relativeLinks(await read(page))) {
      links++;
      const [path, fragment] = target.split("#") as [string, string | undefined];
      const file = path === "" ? page : normalize(join(dirname(page), decodeURIComponent(path)));
      if (relative(REPO_ROOT, join(REPO_ROOT, file)).startsWith("..")) {
        broken.push(`${page}: ${target} leaves the repository`);
        continue;
      }
      const exists = await access(join(REPO_ROOT, file)).then(
        () => true,
        () => false,
      );
      if (!exists) broken.push(`${page}: ${target} (no file ${file})`);
      else if (fragment !== undefined && file.endsWith(".md") && !anchorsOf(await read(file)).has(fragment))
        broken.push(`${page}: ${target} (no heading #${fragment} in ${file})`);
    }
  }
  expect(broken).toEqual([]);
  // The walk saw the docs' links (a regex that matched nothing would pass vacuously).
  expect(links).toBeGreaterThan(100);
});

test("README.md stays an entrance: at most 300 lines, and it links every docs page", async () => {
  const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  expect(readme.split("\n").length).toBeLessThanOrEqual(300);
  const linked = new Set(relativeLinks(readme).map((target) => target.split("#")[0]));
  const topics = (await readdir(join(REPO_ROOT, "docs"))).filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`);
  expect(topics.filter((page) => !linked.has(page))).toEqual([]);
});

test("no page cites an issue by number (a reader cannot resolve it)", async () => {
  const cited: string[] = [];
  for (const page of await pages()) {
    for (const [line] of (await readFile(join(REPO_ROOT, page), "utf8")).matchAll(/^.*\bissues? #?\d+\b.*$/gim))
      cited.push(`${page}: ${line.trim().slice(0, 120)}`);
  }
  expect(cited).toEqual([]);
});
