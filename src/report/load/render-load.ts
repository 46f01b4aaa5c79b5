/** The load report's renderers, loaded together when `mcpvals load` writes its report (create-reporter.ts loadRenderers). */
export { renderLoadConsole } from "./load-console.js";
export { renderLoadHtml } from "./load-html.js";
export { renderLoadJunit } from "./load-junit.js";
export { renderLoadMarkdown } from "./load-markdown.js";
