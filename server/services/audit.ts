// The audit log (docs/decisions/staff-catalogue.md#the-audit-log): one row per change of a product,
// headline or banner, written with the change's own transaction handle so neither exists without the other.
import type { Kysely } from "kysely";
import type { AuditedEntity, Database } from "../db/schema";
import type { UserRow } from "./accounts/users";

export interface AuditEntry {
  entity: AuditedEntity;
  entityId: string;
  /** What was done, in the staff area's words: "created", "updated", "published", "archived", "deleted"… */
  action: string;
  /** Its id is null for a change made on someone's behalf after their account went (a publication a
   * picture job completes: server/services/catalogue/pictureWaits.ts). */
  actor: { id: UserRow["id"] | null; username: UserRow["username"] };
  /** The row as it was (null when created) and as it is (null when deleted), as the contract shows it. */
  before: unknown;
  after: unknown;
}

export async function recordAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      actor_id: entry.actor.id,
      actor_name: entry.actor.username,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export interface AuditRow {
  action: string;
  actorName: string;
  at: string;
  before: unknown;
  after: unknown;
}

/** The history of one product, headline or banner, newest first. */
export async function auditHistory(
  db: Kysely<Database>,
  entity: AuditedEntity,
  entityId: string,
  limit = 50,
): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["action", "actor_name", "at", "before", "after"])
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    action: r.action,
    actorName: r.actor_name,
    at: new Date(r.at).toISOString(),
    before: r.before,
    after: r.after,
  }));
}
