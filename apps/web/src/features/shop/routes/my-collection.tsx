import '../locales/register';
import { FavouritesList } from '../components/favourites-list';
import { ShopPathsProvider, type ShopPaths } from '../shop-paths';

/** /myColle, inside the personal area: my favourite products. */
export function MyCollectionRoute({ paths }: { paths: ShopPaths }) {
  return (
    <ShopPathsProvider paths={paths}>
      <FavouritesList />
    </ShopPathsProvider>
  );
}
