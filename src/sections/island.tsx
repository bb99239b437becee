// An island: a section React renders at build time as a root of its own and hydrates in the browser,
// while the rest of the page stays plain HTML. The build and the browser build the root element with
// this one function, so the markup and the ids React generates (useId) match on both sides.
import { StrictMode, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** The attribute that marks an island's container with its section type; its props are in data-props. */
export { ISLAND_ATTRIBUTE } from '../shared/islands.ts';

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // Effects run once the whole root has hydrated: the island is interactive from then on.
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

const ignore = () => undefined;

/** The React root of an island section; `onHydrated` is told when the browser has hydrated it. */
export function islandRoot<P extends object>(
  component: ComponentType<P>,
  props: P,
  onHydrated: () => void = ignore,
): ReactElement {
  const Component = component as ComponentType<object>;
  return (
    <StrictMode>
      <Hydrated onHydrated={onHydrated}>
        <Component {...props} />
      </Hydrated>
    </StrictMode>
  );
}
