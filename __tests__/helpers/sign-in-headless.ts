/**
 * Stands in for a person in a browser: follows an authorization URL through
 * oidc-provider's development login and consent pages (any login and
 * password are accepted there) with a cookie jar, submitting each form, until
 * a redirect matches `done`. Returns that redirect's URL (the loopback
 * callback with `code`, `state` and `iss`) without fetching it unless asked.
 */
export async function signInHeadless(
  authorizationUrl: string,
  done: (location: string) => boolean,
  { follow = false }: { follow?: boolean } = {},
): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, { ...init, redirect: "manual", headers: { ...headersOf(init), cookie: cookieHeader(jar) } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url).href;
      if (done(next)) {
        if (follow) await fetch(next).then((answer) => answer.text());
        return next;
      }
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`sign-in stopped at ${url}: HTTP ${response.status}: ${html.slice(0, 300)}`);
    const form = parseForm(html, url);
    url = form.action;
    init = { method: "POST", body: new URLSearchParams(form.fields), headers: { "content-type": "application/x-www-form-urlencoded" } };
  }
  throw new Error("sign-in did not finish within 20 steps");
}

function headersOf(init: RequestInit): Record<string, string> {
  return (init.headers as Record<string, string> | undefined) ?? {};
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The first form of a development interaction page: its action and fields, login and password filled in. */
function parseForm(html: string, base: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form on ${base}: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(input[1]!)?.[1];
    if (!name) continue;
    fields[name] = /value="([^"]*)"/.exec(input[1]!)?.[1] ?? (name === "login" ? "tester" : name === "password" ? "secret" : "");
  }
  return { action: new URL(form[1]!.replace(/&amp;/g, "&"), base).href, fields };
}
