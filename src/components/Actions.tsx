import type { Action } from '../shared/generated/config-types.ts';
import { SiteLink } from './SiteLink.tsx';

/**
 * A row of button-styled links. `block`, a section's root class, adds that section's own classes
 * (`<block>__actions` on the row, `<block>__button--<variant>` on each button): a section's CSS names
 * only its own classes (section-css-scope.test.ts), never the shared `.actions` and `.button`.
 */
export function Actions({ actions, block }: { actions?: Action[]; block?: string }) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={block ? `actions ${block}__actions` : 'actions'}>
      {actions.map((action) => {
        const variant = action.variant ?? 'primary';
        return (
          <SiteLink
            key={action.label + action.href}
            href={action.href}
            className={`button button--${variant}${block ? ` ${block}__button--${variant}` : ''}`}
          >
            {action.label}
          </SiteLink>
        );
      })}
    </div>
  );
}
