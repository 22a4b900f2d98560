type Node = Record<string, unknown>;

/**
 * zod 4 writes a record over an enum (`z.record(metricSchema, limitSchema)`, every key present)
 * as `propertyNames` + `additionalProperties` + `required`, with no `properties`: valid JSON
 * Schema, but OpenAPI tools read such a required key as undefined and generated types lose it.
 * Each required key gets the value schema as its property, which accepts exactly the same
 * objects. Works in place over the whole document.
 */
export function spellOutRecordKeys(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) spellOutRecordKeys(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Node;
  const values = schema.additionalProperties;
  if (Array.isArray(schema.required) && values && typeof values === 'object') {
    const properties = { ...((schema.properties as Node | undefined) ?? {}) };
    for (const key of schema.required as string[]) properties[key] ??= values;
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) spellOutRecordKeys(value);
}
