import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CategoryBody,
  CategoryUpdateBody,
  CustomFieldBody,
  CustomFieldUpdateBody,
} from '../../../common/api/custom-fields';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import { customFieldCategories, customFields } from './profiles.tables';
import { PROFILE_TEXT } from './profiles.text';

const toFieldDto = (row: typeof customFields.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  type: row.type,
  options: row.options,
  categoryId: row.categoryId,
  position: row.position,
});
const toCategoryDto = (row: typeof customFieldCategories.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  position: row.position,
});

/**
 * The organization's custom fields and their categories (issue #5). Names are unique per
 * organization regardless of case (409 on the name). Values live on each tracked profile.
 */
export function createCustomFieldsService(db: Database) {
  const f = customFields;
  const c = customFieldCategories;

  async function assertCategory(orgId: string, categoryId: string | null | undefined) {
    if (!categoryId) return;
    const [row] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.orgId, orgId), eq(c.id, categoryId)));
    if (!row) throw badRequest(PROFILE_TEXT.noSuchFieldCategory, 'categoryId');
  }

  function checkOptions(type: CustomFieldBody['type'], values: string[] | undefined) {
    if (type === 'select' && (!values || values.length === 0)) {
      throw badRequest(PROFILE_TEXT.selectNeedsOption, 'options');
    }
    return type === 'select' ? [...new Set(values)] : [];
  }

  return {
    async list(orgId: string) {
      const [fields, categories] = await Promise.all([
        db.select().from(f).where(eq(f.orgId, orgId)).orderBy(asc(f.position), asc(f.createdAt)),
        db.select().from(c).where(eq(c.orgId, orgId)).orderBy(asc(c.position), asc(c.createdAt)),
      ]);
      return { fields: fields.map(toFieldDto), categories: categories.map(toCategoryDto) };
    },

    async create(orgId: string, input: CustomFieldBody) {
      await assertCategory(orgId, input.categoryId);
      const [row] = await db
        .insert(f)
        .values({
          orgId,
          name: input.name,
          type: input.type,
          options: checkOptions(input.type, input.options),
          categoryId: input.categoryId ?? null,
          position: input.position ?? 0,
        })
        .returning();
      return toFieldDto(row);
    },

    async update(orgId: string, fieldId: string, input: CustomFieldUpdateBody) {
      const [current] = await db
        .select()
        .from(f)
        .where(and(eq(f.orgId, orgId), eq(f.id, fieldId)));
      if (!current) throw notFound(THING.customField, fieldId);
      await assertCategory(orgId, input.categoryId);
      const [row] = await db
        .update(f)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.options !== undefined
            ? { options: checkOptions(current.type, input.options) }
            : {}),
          ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        })
        .where(and(eq(f.orgId, orgId), eq(f.id, fieldId)))
        .returning();
      return toFieldDto(row);
    },

    /** Deleting a field also drops its values from every profile of the organization. */
    async remove(orgId: string, fieldId: string) {
      const rows = await db
        .delete(f)
        .where(and(eq(f.orgId, orgId), eq(f.id, fieldId)))
        .returning({ id: f.id });
      if (rows.length === 0) throw notFound(THING.customField, fieldId);
      await db.execute(
        sql`update tracked_profiles set custom_fields = custom_fields - ${fieldId} where org_id = ${orgId} and custom_fields ? ${fieldId}`,
      );
    },

    async createCategory(orgId: string, input: CategoryBody) {
      const [row] = await db
        .insert(c)
        .values({ orgId, name: input.name, position: input.position ?? 0 })
        .returning();
      return toCategoryDto(row);
    },

    async updateCategory(orgId: string, categoryId: string, input: CategoryUpdateBody) {
      const [row] = await db
        .update(c)
        .set(input)
        .where(and(eq(c.orgId, orgId), eq(c.id, categoryId)))
        .returning();
      if (!row) throw notFound(THING.fieldCategory, categoryId);
      return toCategoryDto(row);
    },

    /** Its fields stay, uncategorized. */
    async removeCategory(orgId: string, categoryId: string) {
      const rows = await db
        .delete(c)
        .where(and(eq(c.orgId, orgId), eq(c.id, categoryId)))
        .returning({ id: c.id });
      if (rows.length === 0) throw notFound(THING.fieldCategory, categoryId);
    },
  };
}

export type CustomFieldsService = ReturnType<typeof createCustomFieldsService>;
