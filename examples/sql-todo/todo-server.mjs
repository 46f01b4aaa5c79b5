#!/usr/bin/env node
// A tiny to-do MCP server backed by a database, for the sql-todo example.
//
//   TODO_DB=./data/x.db                    SQLite file (node:sqlite, Node >= 22.5); the table must exist (setup creates it)
//   TODO_DB=postgres://user@host:5432/db   PostgreSQL (pg); TODO_SCHEMA picks the schema (search_path)
//
// Tools: add_todo {title}, list_todos {}, complete_todo {id}.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const target = process.env.TODO_DB;
if (!target) {
  process.stderr.write("todo-server: set TODO_DB to a SQLite file or a postgres:// URL\n");
  process.exit(2);
}

/** The same three statements on either database; `?` placeholders become $1 for PostgreSQL. */
async function openDatabase() {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const { default: pg } = await import("pg");
    const schema = process.env.TODO_SCHEMA;
    const pool = new pg.Pool({ connectionString: target, max: 2, options: schema ? `-c search_path=${schema}` : undefined });
    return {
      query: async (sql, params) => (await pool.query(toDollar(sql), params)).rows,
      close: () => pool.end(),
    };
  }
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(target);
  return {
    // SQLite has no booleans: they are stored as 0 / 1.
    query: async (sql, params) => db.prepare(sql).all(...params.map((p) => (typeof p === "boolean" ? Number(p) : p))).map((row) => ({ ...row })),
    close: async () => db.close(),
  };
}

function toDollar(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const db = await openDatabase();
const text = (t) => ({ content: [{ type: "text", text: t }] });
const fail = (t) => ({ isError: true, content: [{ type: "text", text: t }] });

const tools = [
  {
    name: "add_todo",
    description: "Add a to-do item; returns it with its id.",
    inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
  },
  { name: "list_todos", description: "List all to-do items as JSON.", inputSchema: { type: "object", properties: {} } },
  {
    name: "complete_todo",
    description: "Mark the to-do item with this id as done.",
    inputSchema: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
  },
];

const server = new Server({ name: "sql-todo", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case "add_todo": {
      if (typeof args.title !== "string" || args.title === "") return fail("title must be a non-empty string");
      const [row] = await db.query("insert into todos (title, done) values (?, ?) returning id, title", [args.title, false]);
      return text(`Added todo ${row.id}: ${row.title}`);
    }
    case "list_todos": {
      const rows = await db.query("select id, title, done from todos order by id", []);
      return text(JSON.stringify({ todos: rows.map((r) => ({ id: Number(r.id), title: r.title, done: Boolean(r.done) })) }));
    }
    case "complete_todo": {
      if (!Number.isInteger(args.id)) return fail("id must be an integer");
      const rows = await db.query("update todos set done = ? where id = ? returning id", [true, args.id]);
      return rows.length === 0 ? fail(`no todo with id ${args.id}`) : text(`Completed todo ${args.id}`);
    }
    default:
      throw Object.assign(new Error(`Tool ${request.params.name} not found`), { code: -32602 });
  }
});

await server.connect(new StdioServerTransport());
process.stdin.on("end", () => {
  void db.close().finally(() => process.exit(0));
});
