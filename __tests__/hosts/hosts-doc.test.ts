/** docs/hosts.md is generated from the profile table and must match it, so the docs show every rule with its source and date. */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderHostsDoc } from "../../src/hosts/render-hosts-doc.js";
import { PROFILES } from "../../src/hosts/profile-table.js";

const DOC = fileURLToPath(new URL("../../docs/hosts.md", import.meta.url));

test("docs/hosts.md is the rendered profile table", () => {
  if (process.env.UPDATE_HOSTS_DOC === "1") writeFileSync(DOC, renderHostsDoc());
  const doc = readFileSync(DOC, "utf8");
  expect(doc).toBe(renderHostsDoc());
  for (const p of PROFILES) expect(doc).toContain(`### \`${p.id}\``);
});
