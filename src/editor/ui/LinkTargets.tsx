// The pages, sections and articles a link may lead to, as the one list every link field of the
// editor offers (by LINK_TARGETS_ID). Typing in an article's headline changes its entry, so the list
// is rendered at a lower priority than the keystroke (useDeferredValue), and not at all while the
// targets are equal to the last ones.
import { memo, useDeferredValue } from 'react';
import { LINK_TARGETS_ID, type LinkTarget } from '../schema-form/context.ts';
import { useSameValue } from '../hooks/use-same-value.ts';

const Options = memo(function Options({ targets }: { targets: readonly LinkTarget[] }) {
  return (
    <datalist id={LINK_TARGETS_ID}>
      {targets.map((target) => (
        <option key={target.href} value={target.href} label={target.label} />
      ))}
    </datalist>
  );
});

export function LinkTargets({ targets }: { targets: readonly LinkTarget[] }) {
  return <Options targets={useDeferredValue(useSameValue(targets))} />;
}
