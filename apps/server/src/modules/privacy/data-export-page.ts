import type { Lang } from '@atelier/contract';
import { isMessageKey, t, type MessageKey } from '../../i18n/messages';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { secondIn } from '../../lib/time';
import type { ArchiveData } from './personal-data';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: a customer's own words (a post, a nickname) are never read as markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

type Cell = string | number | null | undefined;

/**
 * The archive's readable page: one self-contained HTML file (no script, no outside resource),
 * in the language the archive was asked for. Times are shown as the site shows them, on the
 * shop's clock (`data.json` keeps them in UTC, ISO 8601).
 */
export function personalDataPage(
  data: ArchiveData,
  { lang, generatedAt, timeZone }: { lang: Lang; generatedAt: string; timeZone: string },
): string {
  const w = (key: MessageKey) => escapeHtml(t(lang, key));
  const when = (iso: string | null | undefined) => (iso ? secondIn(Date.parse(iso), timeZone) : '');
  /** A stored code (a status, a reason) in words, or as stored when it has none. */
  const named = (prefix: string, code: string) => {
    const key = `${prefix}.${code}`;
    return isMessageKey(key) ? t(lang, key) : code;
  };
  const none = `<p class="none">${w('archive.none')}</p>`;

  function table(heads: MessageKey[], rows: Cell[][]): string {
    if (rows.length === 0) return none;
    const head = heads.map((h) => `<th scope="col">${w(h)}</th>`).join('');
    const body = rows
      .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
      .join('');
    return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  }
  const section = (id: string, title: MessageKey, body: string) =>
    `<section id="${id}"><h2>${w(title)}</h2>${body}</section>`;

  const p = data.profile;
  const profile = `<dl>${(
    [
      ['archive.username', p.username],
      ['archive.nickname', p.nickname],
      ['archive.mobile', p.mobile],
      ['archive.gender', t(lang, `archive.gender.${p.gender}`)],
      ['archive.birthday', p.birthday ?? ''],
      ['archive.points', p.points],
      ['archive.pointsTotal', p.points_earned_total],
      ['archive.registeredAt', when(p.registered_at)],
      ['archive.communityJoinedAt', when(p.community_joined_at)],
    ] as Array<[MessageKey, Cell]>
  )
    .map(([k, v]) => `<dt>${w(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('')}</dl>`;

  const place = (a: { province: string; city: string; district: string; address: string }) =>
    `${a.province} ${a.city} ${a.district} ${a.address}`;
  const orders =
    data.orders.length === 0
      ? none
      : data.orders
          .map(
            (o) =>
              `<article class="order"><h3>${w('archive.orderNo')} ${escapeHtml(o.order_no)}</h3>` +
              `<p>${w('archive.status')}: ${escapeHtml(t(lang, `orderStatus.${o.status}`))} · ` +
              `${w('archive.total')}: ${escapeHtml(o.type === 'points' ? `${o.total_score}` : `¥${o.total_amount}`)} · ` +
              `${w('archive.placedAt')}: ${escapeHtml(when(o.created_at))}</p>` +
              `<p>${w('archive.recipient')}: ${escapeHtml(o.recipient.name)} ${escapeHtml(o.recipient.mobile)} · ${escapeHtml(place(o.recipient))}</p>` +
              table(
                ['archive.items', 'archive.total'],
                o.items.map((i) => [
                  `${i.name} × ${i.quantity}`,
                  o.type === 'points'
                    ? i.score_price * i.quantity
                    : `¥${fenToYuan(yuanToFen(i.price) * i.quantity)}`,
                ]),
              ) +
              `</article>`,
          )
          .join('');
  const c = data.community;

  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(t(lang, 'archive.title', { name: p.nickname }))}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1f1f1f;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.2rem;border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:2rem}
h3{font-size:1rem;margin:1rem 0 .25rem}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}
th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:break-word}
th{background:#f5f5f5;white-space:nowrap}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#595959}dd{margin:0}
.none{color:#8c8c8c}
</style>
</head>
<body>
<h1>${escapeHtml(t(lang, 'archive.title', { name: p.nickname }))}</h1>
<p>${escapeHtml(t(lang, 'archive.intro', { time: when(generatedAt) }))} ${escapeHtml(t(lang, 'archive.timeZone', { zone: timeZone }))}</p>
${section('profile', 'archive.profile', profile)}
${section(
  'addresses',
  'archive.addresses',
  table(
    ['archive.recipient', 'archive.mobile', 'archive.address', 'archive.default'],
    data.addresses.map((a) => [
      a.name,
      a.mobile,
      `${place(a)} ${a.postal_code}`,
      a.is_default ? t(lang, 'archive.default') : '',
    ]),
  ),
)}
${section('orders', 'archive.orders', orders)}
${section(
  'points',
  'archive.pointsLedger',
  table(
    ['archive.time', 'archive.change', 'archive.balance', 'archive.reason'],
    data.points_ledger.map((r) => [
      when(r.created_at),
      r.delta > 0 ? `+${r.delta}` : r.delta,
      r.balance_after,
      named('archive.ledger', r.reason),
    ]),
  ),
)}
${section(
  'favourites',
  'archive.favourites',
  table(
    ['archive.name', 'archive.time'],
    data.favourites.map((f) => [f.name, when(f.created_at)]),
  ),
)}
${section(
  'follows',
  'archive.follows',
  table(
    ['archive.name', 'archive.time'],
    data.follows.map((f) => [f.name, when(f.created_at)]),
  ),
)}
${section(
  'likes',
  'archive.likes',
  table(
    ['archive.name', 'archive.time'],
    data.artist_likes.map((f) => [f.name, when(f.created_at)]),
  ),
)}
${section(
  'applications',
  'archive.applications',
  table(
    [
      'archive.position',
      'archive.name',
      'archive.mobile',
      'archive.email',
      'archive.status',
      'archive.answers',
      'archive.resume',
      'archive.time',
    ],
    data.applications.map((a) => [
      a.position,
      a.name,
      a.mobile,
      a.email,
      named('applicationStatus', a.status),
      a.answers.map((x) => `${x.question}: ${x.answer}`).join('; '),
      a.resume?.archive_file ?? '',
      when(a.created_at),
    ]),
  ),
)}
${section(
  'memberships',
  'archive.memberships',
  table(
    ['archive.group', 'archive.joinedAt'],
    c.memberships.map((m) => [m.group, when(m.joined_at)]),
  ),
)}
${section(
  'group-applications',
  'archive.groupApplications',
  table(
    ['archive.group', 'archive.status', 'archive.answers', 'archive.time'],
    c.applications.map((a) => [
      a.group,
      named('archive.status', a.status),
      a.answers.map((x) => `${x.question}: ${x.answer}`).join('; '),
      when(a.created_at),
    ]),
  ),
)}
${section(
  'posts',
  'archive.posts',
  table(
    ['archive.group', 'archive.text', 'archive.status', 'archive.time'],
    c.posts.map((x) => [x.group, x.text, named('archive.status', x.status), when(x.created_at)]),
  ),
)}
${section(
  'comments',
  'archive.comments',
  table(
    ['archive.text', 'archive.status', 'archive.time'],
    c.comments.map((x) => [x.text, named('archive.status', x.status), when(x.created_at)]),
  ),
)}
${section(
  'serials',
  'archive.serials',
  table(
    ['archive.serial', 'archive.work', 'archive.edition', 'archive.ownerSince'],
    data.serials.map((s) => [s.serial, s.product, s.edition, when(s.owner_since)]),
  ),
)}
${section(
  'drops',
  'archive.drops',
  table(
    ['archive.work', 'archive.mobile', 'archive.dropResult', 'archive.dropPlace', 'archive.time'],
    data.drops.map((d) => [
      d.product,
      d.mobile,
      named('dropEntryState', d.state),
      d.place === null ? '' : String(d.place),
      when(d.entered_at),
    ]),
  ),
)}
</body>
</html>
`;
}
