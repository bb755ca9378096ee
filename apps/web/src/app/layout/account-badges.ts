// The header's badges for a signed-in customer, in one file fetched once they sign in.
export { CartBadge } from './cart-badge';
export { CommunityBadge } from './community-badge';
