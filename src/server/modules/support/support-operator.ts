import type { Database } from '../../db/client';
import { createSupportRepository } from './support.repository';

/** `reachbase tickets`: the newest contact-form tickets, one line each, newest first. */
export async function listTicketsForOperator(db: Database, limit: number): Promise<string> {
  const rows = await createSupportRepository(db).latest(limit);
  if (rows.length === 0) return 'No support tickets yet.';
  return rows
    .map((row) =>
      [
        row.createdAt.toISOString().replace('T', ' ').slice(0, 16),
        row.id,
        `${row.email} (${row.orgName})`,
        JSON.stringify(row.subject),
        row.page ?? '',
        row.attachmentName ? `attachment: ${row.attachmentName}` : '',
      ]
        .filter(Boolean)
        .join('  '),
    )
    .join('\n');
}
