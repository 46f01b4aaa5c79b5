/** Where in a tool's schema a profile's schema rule is broken: one hit per place, with its JSON pointer. */
import type { SchemaRule } from "./host-profile.js";
import { pointerToken, type SchemaNode } from "./schema-walk.js";

export interface RuleHit {
  pointer: string;
  /** What is there, in a few words ("allOf", "property \"limit\" is optional"). */
  detail: string;
}

function isObjectSchema(node: Record<string, unknown>): boolean {
  const type = node.type;
  return type === "object" || (Array.isArray(type) && type.includes("object")) || (type === undefined && "properties" in node);
}

export function schemaRuleHits(rule: SchemaRule, nodes: readonly SchemaNode[]): RuleHit[] {
  switch (rule.kind) {
    case "keyword":
      return nodes.flatMap(({ node, pointer }) =>
        rule.keywords.filter((k) => Object.hasOwn(node, k)).map((k) => ({ pointer: `${pointer}/${pointerToken(k)}`, detail: k })),
      );
    case "closed-objects":
      return nodes
        .filter(({ node }) => isObjectSchema(node) && node.additionalProperties !== false)
        .map(({ node, pointer }) => ({
          pointer: "additionalProperties" in node ? `${pointer}/additionalProperties` : pointer,
          detail:
            "additionalProperties" in node
              ? `additionalProperties is ${JSON.stringify(node.additionalProperties)}`
              : "additionalProperties: false is missing",
        }));
    case "all-required":
      return nodes.flatMap(({ node, pointer }) => {
        const props = node.properties;
        if (typeof props !== "object" || props === null) return [];
        const required = Array.isArray(node.required) ? node.required : [];
        return Object.keys(props)
          .filter((name) => !required.includes(name))
          .map((name) => ({ pointer: `${pointer}/properties/${pointerToken(name)}`, detail: `property "${name}" is optional` }));
      });
    case "root-object": {
      const root = nodes[0];
      if (!root) return [];
      if (root.node.type !== "object")
        return [{ pointer: `${root.pointer}/type`, detail: `root type is ${JSON.stringify(root.node.type)}` }];
      return "anyOf" in root.node ? [{ pointer: `${root.pointer}/anyOf`, detail: "root is a union (anyOf)" }] : [];
    }
  }
}
