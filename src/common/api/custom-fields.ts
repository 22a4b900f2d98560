import { z } from 'zod';
import { updateBody } from './fields';

// The API contract of an organization's custom fields and field categories
// (/customer/custom-fields, /customer/field-categories). Values live on each tracked profile
// (src/common/api/profiles.ts).

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'url'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

const id = z.uuid();
const name = z.string().trim().min(1).max(80);
const fieldType = z.enum(CUSTOM_FIELD_TYPES);
const options = z.array(z.string().trim().min(1).max(80)).max(100);

// ---- requests ---------------------------------------------------------------------------------

export const customFieldBody = z.strictObject({
  name,
  type: fieldType,
  options: options.optional(),
  categoryId: id.nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CustomFieldBody = z.infer<typeof customFieldBody>;
export const customFieldUpdateBody = updateBody(customFieldBody.omit({ type: true }).shape);
export type CustomFieldUpdateBody = z.infer<typeof customFieldUpdateBody>;
export const categoryBody = z.strictObject({
  name,
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CategoryBody = z.infer<typeof categoryBody>;
export const categoryUpdateBody = updateBody(categoryBody.shape);
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;

// ---- responses --------------------------------------------------------------------------------

export const customFieldSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: fieldType,
  options: z.array(z.string()),
  categoryId: z.string().nullable(),
  position: z.number().int(),
});
export type CustomFieldDto = z.infer<typeof customFieldSchema>;
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  position: z.number().int(),
});
export type FieldCategoryDto = z.infer<typeof categorySchema>;
export const customFieldsSchema = z.object({
  fields: z.array(customFieldSchema),
  categories: z.array(categorySchema),
});
export type CustomFieldsDto = z.infer<typeof customFieldsSchema>;
