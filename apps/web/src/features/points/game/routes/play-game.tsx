import '../locales/register';
import type { ReactNode } from 'react';
import { GamePage } from '../components/game-page';

/**
 * /playGame: signed-in only (the route's loader sends others to the login page). The rank
 * lists below the game come from the route table: features do not import each other.
 */
export function PlayGameRoute({ rankList }: { rankList?: ReactNode }) {
  return <GamePage rankList={rankList} />;
}
