import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { CommunityTables } from '../../db/tables/community';
import { localized } from '../../i18n/localized';

/**
 * The community's part of erasing an account. Posts and comments stay (a conversation keeps its
 * shape; the author shows as a cancelled user); the pictures in them go, as the uploads do.
 */
export function communityErasure(dbGiven: Connection) {
  const db = ownTables<CommunityTables>(dbGiven);
  return {
    /** The groups the customer belongs to: what cancelling loses. */
    async memberships(userId: number, lang: Lang) {
      const rows = await db
        .selectFrom('community_members as m')
        .innerJoin('community_groups as g', 'g.id', 'm.group_id')
        .select(['g.id', 'g.name_zh', 'g.name_en'])
        .where('m.user_id', '=', userId)
        .orderBy('m.joined_at')
        .execute();
      return rows.map((g) => ({ id: g.id, name: localized(g, 'name', lang) }));
    },

    async erase(trxGiven: Connection, userId: number) {
      const trx = ownTables<CommunityTables>(trxGiven);
      const groups = await trx
        .selectFrom('community_members')
        .select('group_id')
        .where('user_id', '=', userId)
        .execute();
      for (const { group_id } of groups) {
        await trx
          .updateTable('community_groups')
          .set((eb) => ({ member_count: eb('member_count', '-', 1) }))
          .where('id', '=', group_id)
          .execute();
      }
      await trx.deleteFrom('community_members').where('user_id', '=', userId).execute();

      const liked = await trx
        .selectFrom('community_post_likes')
        .select('post_id')
        .where('user_id', '=', userId)
        .execute();
      for (const { post_id } of liked) {
        await trx
          .updateTable('community_posts')
          .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
          .where('id', '=', post_id)
          .execute();
      }
      await trx.deleteFrom('community_post_likes').where('user_id', '=', userId).execute();

      const applications = await trx
        .deleteFrom('community_applications')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const notices = await trx
        .deleteFrom('community_notices')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // The files go with the uploads; the posts stop naming them.
      await trx
        .updateTable('community_posts')
        .set({ images: '[]' })
        .where('user_id', '=', userId)
        .where('images', '!=', '[]')
        .execute();
      return {
        community_memberships: groups.length,
        likes: liked.length,
        community_applications: Number(applications.numDeletedRows),
        community_notices: Number(notices.numDeletedRows),
      };
    },
  };
}
