import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { questionnaireQuery } from '../modules/questionnaire/questionnaire-query';
import { hashPassword } from '../modules/account/passwords';
import type { Services } from '../services';
import { applications } from './demo-site-jobs';

const DAY = 86_400_000;

/** A one-page PDF showing `lines`, its cross-reference offsets counted so readers open it. */
export function resumePdf(lines: string[]): Buffer {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${720 - i * 28} Td (${ascii(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The applicant's own customer account (made here unless present): an application is theirs. */
async function applicantAccount(
  db: Kysely<Database>,
  seed: { name: string; mobile: string; email: string },
  password: string,
  joined: number,
): Promise<number> {
  const username = `applicant_${seed.email.split('@')[0]!.replace(/[^a-z0-9]/gi, '_')}`;
  const present = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (present) return present.id;
  const { id } = await db
    .insertInto('users')
    .values({
      username,
      nickname: seed.name,
      avatar: '',
      mobile: seed.mobile,
      password_hash: password,
      role: 'user',
      score: 0,
      score_total: 0,
      created_at: joined,
      updated_at: joined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A few applications in the inbox, each from its applicant's own account, with answers,
 * résumés and the moves staff made. Once: an inbox with any application is left alone.
 */
export async function seedApplications(
  db: Kysely<Database>,
  services: Services,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await db.selectFrom('job_applications').select('id').limit(1).executeTakeFirst()) return;
  const operator = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', '=', 'operator')
    .executeTakeFirst();
  if (!operator) return;
  const now = services.clock.now();
  const password = await hashPassword(randomBytes(24).toString('base64url'));
  let seeded = 0;
  for (const seed of applications) {
    const position = await db
      .selectFrom('job_positions')
      .select('id')
      .where('title_zh', '=', seed.position)
      .executeTakeFirst();
    if (!position) continue;
    const questions = await questionnaireQuery.live(db, { kind: 'position', id: position.id });
    const firstOptions = questions.map((q) => q.options[0]);
    const answers = questions.map((q, i) =>
      q.kind === 'text'
        ? { question_id: q.id, option_ids: [], text: seed.text }
        : { question_id: q.id, option_ids: firstOptions[i] ? [firstOptions[i].id] : [], text: '' },
    );
    const created = now - seed.daysAgo * DAY;
    const applicant = await applicantAccount(db, seed, password, created - DAY);
    const resumeBytes = seed.resume ? resumePdf(seed.resume) : undefined;
    const file = resumeBytes ? await services.resumes.save(resumeBytes) : undefined;
    await db.transaction().execute(async (trx) => {
      const resume =
        file && resumeBytes
          ? await trx
              .insertInto('resumes')
              .values({
                user_id: applicant,
                file,
                original_name: `${seed.name} CV.pdf`,
                size: resumeBytes.length,
                created_at: created,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          : undefined;
      const last = seed.moves.at(-1)?.to ?? 'new';
      const row = await trx
        .insertInto('job_applications')
        .values({
          position_id: position.id,
          user_id: applicant,
          name: seed.name,
          mobile: seed.mobile,
          email: seed.email,
          answers: JSON.stringify(answers),
          resume_id: resume?.id ?? null,
          created_at: created,
          status: last,
          updated_at: seed.moves.length > 0 ? created + DAY / 2 : created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let from: 'new' | 'reviewing' | 'interview' | 'declined' = 'new';
      for (const [i, move] of seed.moves.entries()) {
        await trx
          .insertInto('job_application_moves')
          .values({
            application_id: row.id,
            from_status: from,
            to_status: move.to,
            note: move.note,
            staff_id: operator.id,
            staff_name: operator.username,
            created_at: created + (DAY / 2) * (i + 1),
          })
          .execute();
        from = move.to;
      }
    });
    seeded += 1;
  }
  log.info(`seeded join-us: ${seeded} applications`);
}
