import '../locales/register';
import { ArtworksPage } from '../components/artworks-page';
import { ShopPathsProvider, type ShopPaths } from '../shop-paths';

/** /art: the studio's artworks showcase. */
export function ArtRoute({ paths }: { paths: ShopPaths }) {
  return (
    <ShopPathsProvider paths={paths}>
      <ArtworksPage />
    </ShopPathsProvider>
  );
}
