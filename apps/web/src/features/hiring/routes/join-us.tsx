import '../locales/register';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { HiringSteps } from '../components/hiring-steps';
import { JoinIntro, scrollToPositions } from '../components/join-intro';
import { PositionsSection } from '../components/positions-section';
import { readPage } from '@/shared/lib/query-params';
import { readKind, wantsList } from '../lib/list-params';

/** /joinUs: working at the studio, then its open positions, by kind and page. */
export function JoinUsRoute() {
  return <JoinUs />;
}

function JoinUs() {
  const [search] = useSearchParams();
  const kind = readKind(search);
  const page = readPage(search);
  useListInView(kind !== null || page > 1);

  return (
    <>
      <JoinIntro />
      <PositionsSection kind={kind} page={page} />
      <HiringSteps />
    </>
  );
}

/**
 * Each page starts at the top; a filtered or later page of the list followed from a link, and
 * every choice of kind or page made here, starts at the list instead.
 */
function useListInView(filtered: boolean) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const arrived = first.current;
    first.current = false;
    if (wantsList(location.state) || (arrived && filtered)) scrollToPositions();
  }, [location, filtered]);
}
