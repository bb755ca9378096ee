import { PersonalLayout } from '@/features/account/routes/personal-layout';
import { DropBadge } from '@/features/drop/components/drop-badge';

/**
 * The personal area's frame with other features' counts beside their menu entries (new drop
 * results). Loaded with the area, so the route table every first load downloads stays small.
 */
export function PersonalPage() {
  return <PersonalLayout badges={{ myDrops: <DropBadge /> }} />;
}
