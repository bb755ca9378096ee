import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The paths the sign-in screens link to. The app owns the path table and hands it in, since a
 * feature does not import the app.
 */
export type AuthLinks = Record<
  'about' | 'admin' | 'forgotPassword' | 'login' | 'myCenter' | 'qrLogin' | 'register' | 'richText',
  { path: string }
>;

const AuthLinksContext = createContext<AuthLinks | null>(null);

export function AuthLinksProvider({ links, children }: { links: AuthLinks; children: ReactNode }) {
  return <AuthLinksContext value={links}>{children}</AuthLinksContext>;
}

export function useAuthLinks(): AuthLinks {
  const links = useContext(AuthLinksContext);
  if (!links) throw new Error('useAuthLinks needs an AuthLinksProvider');
  return links;
}

/** A page that receives the app's paths as its one prop, as the route table hands them in. */
export function withAuthLinks(Page: ComponentType): ComponentType<{ links: AuthLinks }> {
  return function WithAuthLinks({ links }: { links: AuthLinks }) {
    return (
      <AuthLinksProvider links={links}>
        <Page />
      </AuthLinksProvider>
    );
  };
}

/** The login page, asked to come back to `returnTo` afterwards. */
export function loginWithRedirect(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
