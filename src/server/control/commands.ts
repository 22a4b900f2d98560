import { createBackup, describeBackup } from '../backup';
import type { DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createOperatorTools } from '../modules/account';
import { referralReportText } from '../modules/billing';
import { listTicketsForOperator } from '../modules/support';
import type { ControlRequest } from './protocol';

/**
 * Runs one operator command on an open database and says what it did. The CLI calls it when it
 * opens the database itself; a running server calls it for the CLI over the control socket.
 */
export async function runControlCommand(
  database: DatabaseHandle,
  request: ControlRequest,
): Promise<string> {
  const tools = createOperatorTools(database.db);
  switch (request.command) {
    case 'set-plan':
      return `Organization ${await tools.setPlan(request.email, request.plan)} is now on ${request.plan}.`;
    case 'block':
      return `Blocked organization ${await tools.setAccessBlocked(request.email, true)}.`;
    case 'unblock':
      return `Unblocked organization ${await tools.setAccessBlocked(request.email, false)}.`;
    case 'tickets':
      return listTicketsForOperator(database.db, request.limit);
    case 'referrals':
      return referralReportText(database.db, request.since);
    case 'migrate':
      await migrateDatabase(database);
      return `Migrations applied (${database.kind}).`;
    case 'backup':
      return describeBackup(
        await createBackup({ database, to: request.to, filesDir: request.filesDir }),
      );
  }
}
