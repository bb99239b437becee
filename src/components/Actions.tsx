import type { Action } from '../shared/generated/config-types.ts';
import { SiteLink } from './SiteLink.tsx';

/** A row of button-styled links. */
export function Actions({ actions }: { actions?: Action[] }) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className="actions">
      {actions.map((action) => (
        <SiteLink
          key={action.label + action.href}
          href={action.href}
          className={`button button--${action.variant ?? 'primary'}`}
        >
          {action.label}
        </SiteLink>
      ))}
    </div>
  );
}
