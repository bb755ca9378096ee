/** The community console's links; a group's form names it by `?id=`, none creates one. */
export const communityPaths = {
  groups: '/admin/community-groups',
  group: (id?: number) =>
    id === undefined ? '/admin/community-group' : `/admin/community-group?id=${id}`,
  applications: (groupId?: number) =>
    groupId === undefined
      ? '/admin/community-applications'
      : `/admin/community-applications?group=${groupId}`,
  reports: (groupId?: number) =>
    groupId === undefined
      ? '/admin/community-reports'
      : `/admin/community-reports?group=${groupId}`,
};
