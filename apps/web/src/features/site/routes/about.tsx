import '../locales/register';
import { useBanners } from '../api/get-banners';
import { useCompany, type Company } from '../api/get-company';
import { AboutHero, AboutHeroPending, AboutHeroPlain } from '../components/about-hero';
import { AboutEmpty, AboutError, AboutSkeleton } from '../components/about-states';
import { CompanyIntro } from '../components/company-intro';
import { CompanyStats } from '../components/company-stats';
import { Milestones } from '../components/milestones';
import { StudioPlace } from '../components/studio-place';

export function isCompanyEmpty(company: Company): boolean {
  return !company.name.trim() && !company.intro.trim();
}

/** /about: the studio's face. */
export function AboutRoute() {
  const company = useCompany();
  const banners = useBanners('about');

  if (company.isPending) return <AboutSkeleton />;
  if (company.isError) {
    return (
      <AboutError
        onRetry={() => {
          void company.refetch();
          if (banners.isError) void banners.refetch();
        }}
      />
    );
  }
  if (isCompanyEmpty(company.data)) return <AboutEmpty />;

  const data = company.data;
  return (
    <>
      {banners.isPending ? (
        <AboutHeroPending />
      ) : banners.data && banners.data.length > 0 ? (
        <AboutHero banners={banners.data} />
      ) : (
        <AboutHeroPlain title={data.slogan || data.name} subtitle={data.name} />
      )}
      <CompanyIntro company={data} />
      <CompanyStats stats={data.stats} />
      <StudioPlace company={data} />
      <Milestones milestones={data.milestones} />
    </>
  );
}
