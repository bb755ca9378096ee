import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import { useSetFavourite } from '../api/set-favourite';
import { shopNamespace } from '../locales/register';
import { ActionButton } from './action-button';
import { HeartIcon } from './action-icons';
import styles from './favourite-button.module.css';

/**
 * The heart of a product page. It shows the wanted state at once and keeps it unless the server
 * refuses; a visitor who is not signed in goes to the login page and comes back here.
 */
export function FavouriteButton({
  productId,
  collected,
}: {
  productId: number;
  collected: boolean;
}) {
  const { t } = useTranslation(shopNamespace);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== '');
  const { mutate, isPending } = useSetFavourite();
  // Shown while the change is under way; what the server confirmed after; else the product's.
  const [wanted, setWanted] = useState(collected);
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  const on = isPending ? wanted : (confirmed ?? collected);

  const onClick = () => {
    if (!signedIn) {
      void navigate(paths.login.href(location.pathname + location.search));
      return;
    }
    setWanted(!on);
    mutate({ productId, collected: !on }, { onSuccess: setConfirmed });
  };

  return (
    <ActionButton
      className={`${styles.button} ${on ? styles.on : ''}`}
      icon={<HeartIcon filled={on} />}
      aria-pressed={on}
      title={signedIn ? t(on ? 'favourite.remove' : 'favourite.add') : t('favourite.signIn')}
      loading={isPending ? <HeartIcon filled={on} /> : false}
      onClick={onClick}
    >
      {t(on ? 'favourite.added' : 'favourite.none')}
    </ActionButton>
  );
}
