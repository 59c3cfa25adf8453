import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { recordAudit } from '../features/audit/audit.service';

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** The id of what a 2xx answer created or changed: `{ success, doctor: { id } }` → the doctor's id. */
function answeredId(payload: unknown): { id?: string; patientId?: string } {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return {};
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    for (const value of Object.values(body)) {
      if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
        const record = value as { id?: unknown; patientId?: unknown };
        return {
          id: typeof record.id === 'string' ? record.id : undefined,
          patientId: typeof record.patientId === 'string' ? record.patientId : undefined,
        };
      }
    }
  } catch {
    // Not JSON (an image): nothing to learn from it.
  }
  return {};
}

/**
 * The business scope's onSend: a write (POST, PUT, PATCH, DELETE) that succeeded leaves one event
 * in the audit log, and so does a read whose route names its `config.audit` (an export). Name: the route's `config.audit`, else the area of its action and the verb of
 * its method (`doctors.write` + POST → `doctors.create`). Subject: the last path parameter (the
 * record in the URL), else the record the answer carries. Deleting the business leaves nothing:
 * its log goes with it.
 */
export async function recordRouteAudit(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const membership = request.membership;
  const { action, audit } = request.routeOptions.config;
  // A read is logged only where the route names it (an export of the patient list).
  const verb = VERBS[request.method] ?? (typeof audit === 'string' ? 'read' : undefined);
  if (!verb || !membership || !action || audit === false) return;
  if (reply.statusCode < 200 || reply.statusCode >= 300 || action === 'business.delete') return;
  const area = action.split('.')[0]!;
  const params = request.params as Record<string, string>;
  const inUrl = Object.entries(params).filter(([name]) => name !== 'businessId');
  const answered = answeredId(payload);
  // The record in the URL names the subject; the answer's patient still says whose it was.
  const fromAnswer = inUrl.length === 0 || request.method === 'POST';
  await recordAudit(
    context.database.db,
    {
      businessId: membership.businessId,
      actorUserId: membership.userId,
      action: audit ?? `${area}.${verb}`,
      subjectType: area,
      subjectId: (fromAnswer ? answered.id : undefined) ?? inUrl.at(-1)?.[1] ?? null,
      patientId: params.patientId ?? answered.patientId ?? null,
    },
    context.clock.now(),
  );
}
