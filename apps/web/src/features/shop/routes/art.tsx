import '../locales/register';
import { ArtworksPage } from '../components/artworks-page';

/** /art: the studio's artworks showcase. */
export function ArtRoute() {
  return <ArtworksPage />;
}
