import { Link } from 'react-router';
import { StatePanel, stateClasses } from './state-panel';

export interface NotFoundPanelProps {
  title: string;
  text: string;
  /** The link's words, and where it leads: the list the missing entry would be in. */
  action: string;
  to: string;
  /** A status code such as 404 to show in place of the small mark. */
  code?: string;
}

/** An id or key that names nothing: said in the page's place, with the way back to the list. */
export function NotFoundPanel({ title, text, action, to, code }: NotFoundPanelProps) {
  return (
    <StatePanel
      frame="page"
      code={code}
      title={title}
      text={text}
      actions={
        <Link className={stateClasses.primary} to={to}>
          {action}
        </Link>
      }
    />
  );
}
