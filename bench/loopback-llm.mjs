// A loopback OpenAI-compatible chat endpoint for benchmarks (the LLM is the
// only fake): every conversation asks for one `echo` call, then answers with
// the tool's text. Each answer waits `delayMs`, like a model's latency.
import http from "node:http";

/** Starts the endpoint on 127.0.0.1; `calls` counts answered requests. */
export async function startLoopbackLlm({ delayMs }) {
  const state = { calls: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const request = JSON.parse(body || "{}");
      const messages = request.messages ?? [];
      const lastTool = messages.findLast((m) => m.role === "tool");
      const echo = (request.tools ?? []).map((t) => t.function?.name).find((n) => n?.endsWith("echo")) ?? "echo";
      const message = lastTool
        ? {
            role: "assistant",
            content: `Done: ${typeof lastTool.content === "string" ? lastTool.content : JSON.stringify(lastTool.content)}`,
          }
        : {
            role: "assistant",
            content: null,
            tool_calls: [
              { id: `call_${state.calls}`, type: "function", function: { name: echo, arguments: JSON.stringify({ message: "hello" }) } },
            ],
          };
      setTimeout(() => {
        state.calls += 1;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${state.calls}`,
            object: "chat.completion",
            created: 0,
            model: request.model ?? "loopback",
            choices: [{ index: 0, message, finish_reason: lastTool ? "stop" : "tool_calls" }],
            usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
          }),
        );
      }, delayMs);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/v1`,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
