// The editor's fields, made from the content schema (src/content/schema.ts) through its JSON
// Schema: the same limits the build checks (required, maximum length, placeholders to keep,
// a choice among known ids), the schema's labels and hints, in the schema's order. Nothing
// here is typed by hand, so the editor cannot save what the build would refuse.
import { z } from "zod";
import { keepsMessage } from "../src/content/schema-fields.ts";
import { numberField } from "./number-field.ts";

/** A field of the editor's configuration (Sveltia CMS, which reads Decap CMS's format). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | "string"
    | "text"
    | "object"
    | "select"
    | "boolean"
    | "datetime"
    | "markdown"
    | "keyvalue"
    | "image"
    | "list"
    | "number";
  hint?: string;
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  /** A regular expression the value must match, and what to tell an editor when it does not. */
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  fields?: CmsField[];
  i18n?: boolean | "duplicate"; // each locale writes its own value
  collapsed?: boolean | "auto";
  key_label?: string; // the key-value widget's column names
  value_label?: string;
  value_type?: "int" | "float"; // the number widget's
  format?: string; // the datetime widget's, in Day.js, and no time for a date
  time_format?: false;
  choose_url?: false; // the image widget's: uploads only, which the build renders
  /** A list's bounds, its one field (a list of strings), or its kinds of item (blocks). */
  min?: number;
  max?: number;
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string; // which key of an item names its kind: `type` for the blocks
  /** What a collapsed item shows: its title or first text. */
  summary?: string;
}

/** The part of JSON Schema that z.toJSONSchema writes for the content schema. */
interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  /** A choice among shapes told apart by one key (the blocks by `type`). */
  oneOf?: JsonSchema[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  items?: JsonSchema;
  not?: JsonSchema;
  format?: string;
  /** The schema's own metadata (`.meta()`): several lines, placeholders to keep. */
  multiline?: boolean;
  keeps?: string[];
  /** A Markdown body (the `body` of a post), edited with the rich-text editor. */
  markdown?: boolean;
  /** A date, written YYYY-MM-DD. */
  date?: boolean;
  /** An uploaded image's path. */
  image?: boolean;
}

/** Every value must contain each placeholder, in any order: one pattern for the editor. */
export function keepsPattern(names: readonly string[]): [string, string] {
  const lookaheads = names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("");
  return [`^${lookaheads}`, keepsMessage(names)];
}

function field(name: string, schema: JsonSchema, required: boolean): CmsField {
  const common = {
    name,
    label: schema.title ?? name,
    ...(schema.description ? { hint: schema.description } : {}),
    required,
    i18n: true,
  };
  if (schema.type === "object" && !schema.properties && schema.additionalProperties) {
    // A record (the blog's tags: id to name): pairs the editor adds and names, the ids the
    // same in every language (the build checks them), the names per language.
    return { ...common, widget: "keyvalue", key_label: "Id", value_label: "Name" };
  }
  if (schema.oneOf && schema.type !== "array") {
    // One object of several shapes (a permission: approved, or a sample): every shape's
    // fields, the one that tells them apart as a choice; the save's check holds the rest.
    return { ...common, widget: "object", fields: mergedFields(schema.oneOf), collapsed: "auto" };
  }
  if (schema.type === "object") {
    return { ...common, widget: "object", fields: objectFields(schema), collapsed: "auto" };
  }
  if (schema.type === "array" && (schema.items?.type === "object" || schema.items?.oneOf)) {
    return { ...common, ...listBounds(schema), ...listOf(schema.items) };
  }
  if (schema.type === "array" && schema.items?.type === "string" && !schema.items.enum) {
    const item = field(name, { ...schema.items, title: schema.title }, true);
    return { ...common, widget: "list", ...listBounds(schema), field: item };
  }
  // A choice among none (`not: {}`): a blog.json without tags yet.
  const choices = schema.enum ?? schema.items?.enum ?? (schema.items?.not ? [] : undefined);
  if (choices) {
    const multiple = schema.type === "array";
    return { ...common, widget: "select", options: choices.map(String), multiple };
  }
  if (schema.type === "boolean") return { ...common, widget: "boolean" };
  const number = numberField(schema);
  if (number) return { ...common, ...number };
  // Checked by the build (a real day; an image under the upload folder), picked in the editor.
  if (schema.date)
    return { ...common, widget: "datetime", format: "YYYY-MM-DD", time_format: false };
  if (schema.image) return { ...common, widget: "image", choose_url: false };
  if (schema.type === "string" && schema.format === "date") {
    return { ...common, widget: "datetime", format: "YYYY-MM-DD", time_format: false };
  }
  if (schema.type === "string" && schema.format === "date-time") {
    return { ...common, widget: "datetime" };
  }
  if (schema.type !== "string") {
    throw new Error(`${name}: the editor has no field for JSON Schema type ${schema.type}`);
  }
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  if (patterns.some(Boolean) && !schema.keeps?.length && !schema.description) {
    // The placeholder rule has words for the editor; another pattern needs its hint.
    throw new Error(`${name}: a pattern the editor cannot explain; describe it with keeps`);
  }
  const explained: [string, string] | undefined =
    schema.pattern && !schema.keeps?.length && schema.description
      ? [schema.pattern, schema.description]
      : undefined;
  const widget = schema.markdown ? "markdown" : schema.multiline ? "text" : "string";
  return {
    ...common,
    widget,
    ...(schema.minLength && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
    ...(schema.keeps?.length ? { pattern: keepsPattern(schema.keeps) } : {}),
    ...(explained ? { pattern: explained } : {}),
  };
}

const listBounds = (schema: JsonSchema) => ({
  ...(schema.minItems ? { min: schema.minItems } : {}),
  ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
});

/** The key whose constant tells the shapes apart, `type` for the blocks. */
function discriminator(shapes: JsonSchema[]): string {
  const keys = Object.keys(shapes[0]?.properties ?? {}).filter((key) =>
    shapes.every((shape) => shape.properties?.[key]?.const !== undefined),
  );
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) {
    throw new Error("a choice of shapes needs one key that names each");
  }
  return key;
}

const kindOf = (shape: JsonSchema, key: string) => String(shape.properties?.[key]?.const);

/** `rich-text` -> `Rich text`: a kind's name in the editor's menu of kinds. */
const kindLabel = (kind: string) =>
  `${kind.charAt(0).toUpperCase()}${kind.slice(1).replaceAll("-", " ")}`;

/**
 * A list's items: one shape (the features of a block), or several told apart by a key (the
 * blocks, each kind with its own fields), which the editor offers as "add a block of kind…".
 */
type ListField = Pick<CmsField, "widget" | "fields" | "types" | "typeKey" | "summary">;
function listOf(items: JsonSchema): ListField {
  if (!items.oneOf)
    return { widget: "list", fields: objectFields(items), summary: "{{fields.title}}" };
  const key = discriminator(items.oneOf);
  const types = items.oneOf.map((shape): CmsField => {
    const kind = kindOf(shape, key);
    const properties = Object.fromEntries(
      Object.entries(shape.properties ?? {}).filter(([name]) => name !== key),
    );
    return {
      name: kind,
      label: shape.title ?? kindLabel(kind),
      widget: "object",
      fields: objectFields({ ...shape, properties }),
      summary: "{{fields.title}}",
    };
  });
  return { widget: "list", types, typeKey: key };
}

/** Every shape's fields once, the naming key as a choice among the shapes' names. */
function mergedFields(shapes: JsonSchema[]): CmsField[] {
  const key = discriminator(shapes);
  const kinds = shapes.map((shape) => kindOf(shape, key));
  const fields: CmsField[] = [
    {
      name: key,
      label: kindLabel(key),
      widget: "select",
      options: kinds,
      multiple: false,
      required: true,
      i18n: true,
    },
  ];
  for (const shape of shapes) {
    for (const each of objectFields(shape)) {
      if (each.name !== key && !fields.some((known) => known.name === each.name)) {
        fields.push({ ...each, required: false });
      }
    }
  }
  return fields;
}

/**
 * The editor refuses its whole configuration over one field name with a dot in it, and the
 * privacy policy's telemetry events are keyed by their OpenTelemetry names
 * (`site.page_view`): such keys stay out of the editor, edited in their file.
 */
const editableName = /^[A-Za-z0-9_-]+$/;

function objectFields(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => editableName.test(name))
    .map(([name, property]) => field(name, property, required.has(name)));
}

/** The editor's fields for one content file (or one post's front matter), in schema order. */
export function cmsFields(schema: z.ZodType): CmsField[] {
  return objectFields(z.toJSONSchema(schema, { io: "input" }) as JsonSchema);
}
