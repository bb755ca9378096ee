import { COMMUNITY_DEFAULTS } from '@atelier/contract/community-codes';
import type { SettingsRepository } from '../settings/settings-repository';
import type { Setting } from '../settings/settings-schemas';

export type CommunitySettings = Setting<'community'>;

/** The community's settings as staff last saved them, or the defaults a new shop starts with. */
export async function communitySettings(settings: SettingsRepository): Promise<CommunitySettings> {
  return (await settings.get('community')) ?? { ...COMMUNITY_DEFAULTS };
}
