import '../locales/register';
import { GamePage } from '../components/game-page';

/** /playGame: signed-in only (the route's loader sends others to the login page). */
export function PlayGameRoute() {
  return <GamePage />;
}
