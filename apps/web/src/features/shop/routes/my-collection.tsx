import '../locales/register';
import { FavouritesList } from '../components/favourites-list';

/** /myColle, inside the personal area: my favourite products. */
export function MyCollectionRoute() {
  return <FavouritesList />;
}
