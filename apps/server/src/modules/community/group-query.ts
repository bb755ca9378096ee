import { ownTables, type Connection } from '../../db/connection';
import type { CommunityTables } from '../../db/tables/community';

/**
 * What other modules read of groups and their members (a drop gated on membership), as derived
 * tables they join or filter on in their own statements.
 */
export const groupQuery = {
  /** Groups' names, for another module's labels: `innerJoin(groupQuery.labels(db).as('g'), …)`. */
  labels(connection: Connection) {
    return ownTables<CommunityTables>(connection)
      .selectFrom('community_groups')
      .select(['community_groups.id', 'community_groups.name_zh', 'community_groups.name_en']);
  },

  /** The members of a group (banned members too: a ban stops posting, not membership). */
  members(connection: Connection, groupId: number) {
    return ownTables<CommunityTables>(connection)
      .selectFrom('community_members')
      .select('community_members.user_id')
      .where('community_members.group_id', '=', groupId);
  },
};
