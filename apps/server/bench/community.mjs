// The community benchmark: one group holding 100,000 visible posts by fifty members, written
// straight into the SQLite database the server runs on, then its post list (`groupContent`)
// read at the first pages and deep ones, each beside the bare route at the same connections.
import { register, send } from './api.mjs';

const POSTS = 100_000;
const AUTHORS = 50;
const PAGE = 10;

/** Writes the group, its authors and their posts in one transaction; answers the group's id. */
async function seedGroup(file) {
  const { openSqlite } = await import('../src/db/sqlite-driver.ts');
  const db = openSqlite(file);
  db.pragma('busy_timeout = 10000');
  const started = performance.now();
  const now = Date.now();
  let groupId = 0;
  db.transaction(() => {
    groupId = Number(
      db
        .prepare(
          `INSERT INTO community_groups (name_zh, name_en, description_zh, description_en, created_at, updated_at)
           VALUES ('压测社群', 'Bench group', '十万条帖子', 'A hundred thousand posts', ?, ?)`,
        )
        .run(now, now).lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO community_conventions (group_id, version, text_zh, text_en, created_at) VALUES (?, 1, '友善', 'Be kind', ?)`,
    ).run(groupId, now);
    const user = db.prepare(
      `INSERT INTO users (username, nickname, avatar, mobile, password_hash, role, score, score_total, created_at, updated_at)
       VALUES (?, ?, '', NULL, 'x', 'user', 0, 0, ?, ?)`,
    );
    const member = db.prepare(
      `INSERT INTO community_members (group_id, user_id, joined_at, accepted_version) VALUES (?, ?, ?, 1)`,
    );
    const authors = [];
    for (let i = 0; i < AUTHORS; i += 1) {
      const id = Number(user.run(`bench_member_${i}`, `成员 ${i}`, now, now).lastInsertRowid);
      member.run(groupId, id, now);
      authors.push(id);
    }
    const post = db.prepare(
      `INSERT INTO community_posts (group_id, user_id, text, images, status, like_count, comment_count, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let visible = 0;
    for (let i = 0; i < POSTS; i += 1) {
      // One in fifty hidden or deleted, as moderation leaves a long-lived group.
      const status = i % 50 === 7 ? 'hidden' : i % 50 === 13 ? 'deleted' : 'visible';
      if (status === 'visible') visible += 1;
      const images = JSON.stringify(
        Array.from({ length: i % 4 }, (_, k) => `/uploads/bench/${i}-${k}.png`),
      );
      post.run(
        groupId,
        authors[i % AUTHORS],
        `Post ${i}: notes from the wheel and the kiln, with a link https://example.com/${i}`,
        images,
        status,
        i % 17,
        i % 5,
        now - (POSTS - i) * 60_000,
      );
    }
    db.prepare(
      `UPDATE community_groups SET member_count = ?, post_count = ?, last_post_at = ? WHERE id = ?`,
    ).run(AUTHORS, visible, now, groupId);
  })();
  db.close();
  return { groupId, seconds: (performance.now() - started) / 1000 };
}

/**
 * `groupContent` of the seeded group at 10 posts a page: the first pages, "load more" deep in
 * the group, and pages by number deep down (an offset walks the index), each measured by
 * `compare(url, options)` against the bare route. A visitor's read may come from the response
 * cache; a signed-in reader's never does (it says which posts they liked), so both are measured.
 */
export async function benchCommunity(label, port, database, { connections, compare }) {
  const base = `http://127.0.0.1:${port}`;
  const { groupId, seconds } = await seedGroup(database.file);
  const url = (where) =>
    `${base}/api/index/groupContent?group_id=${groupId}&${where}&limit=${PAGE}&lang=zh-cn`;
  const probe = await send(undefined, base, 'GET', 'groupContent', {
    group_id: groupId,
    page: 1,
    limit: PAGE,
  });
  console.log(
    `\nCommunity on ${label}: one group of ${POSTS} posts written in ${seconds.toFixed(1)} s; ${connections} connections`,
  );
  console.log('| groupContent | req/s | p50 ms | p99 ms | bare route req/s | ratio to bare |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  if (probe.code !== 200) {
    console.log(`| skipped: ${probe.code} ${probe.msg} | | | | | |`);
    return;
  }
  const deepest = Math.min(Math.floor((probe.data.total - 1) / PAGE) + 1, 10_000);
  const newest = probe.data.list[0].id;
  const mobile = `198${String(Date.now()).slice(-8)}`;
  const reader = await register(undefined, base, mobile, `bench_reader_${mobile}`);
  const signedIn = { headers: { authorization: `Bearer ${reader.token}` } };
  // "Load more" continues after the last post shown: as cheap in the middle as at the top.
  const pages = [
    ['page 1', `page=1`],
    ['page 2', `page=2`],
    ['load more, 50,000 posts down', `before=${newest - POSTS / 2}`],
    ['load more, 99,000 posts down', `before=${newest - 99_000}`],
    ['page 500 (offset 4,990)', `page=500`],
    [`page ${deepest} (offset ${(deepest - 1) * PAGE}, the last)`, `page=${deepest}`],
    ['signed in: page 1', `page=1`, signedIn],
    ['signed in: page 2', `page=2`, signedIn],
    ['signed in: load more, 99,000 posts down', `before=${newest - 99_000}`, signedIn],
  ];
  for (const [name, where, options] of pages) {
    const r = await compare(url(where), options);
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.bareRps)} | ${r.ratio.toFixed(2)} |`,
    );
  }
}
