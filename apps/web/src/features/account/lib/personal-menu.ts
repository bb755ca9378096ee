/** The pages of the personal area, in menu order. */
export const PERSONAL_PAGES = [
  'myCenter',
  'myOrder',
  'myDrops',
  'myColle',
  'address',
  'myAccount',
  'communityCenter',
  'appraisal',
  'mrExperience',
  'editProfile',
  'security',
  'myData',
] as const;
export type PersonalPage = (typeof PERSONAL_PAGES)[number];

export interface PersonalEntry {
  page: PersonalPage;
  /** False until the page's issue lands: shown as "coming soon", never as a link. */
  available: boolean;
}

/** The one list of the personal area's entries: the menu and the shortcuts both read it. */
export const personalEntries: readonly PersonalEntry[] = [
  { page: 'myCenter', available: true },
  { page: 'myOrder', available: true },
  { page: 'myDrops', available: true },
  { page: 'myColle', available: true },
  { page: 'address', available: true },
  { page: 'myAccount', available: true },
  { page: 'communityCenter', available: true },
  { page: 'appraisal', available: true },
  { page: 'mrExperience', available: true },
  { page: 'editProfile', available: true },
  { page: 'security', available: true },
  { page: 'myData', available: true },
];

export function isAvailable(page: PersonalPage): boolean {
  return personalEntries.some((entry) => entry.page === page && entry.available);
}
