// The build the server answers from, as a value it swaps. Every request reads `current` once and
// answers wholly from that build, so a publish that swaps in the middle of the traffic never mixes
// two builds in one answer, and no file of a served build is ever rewritten. The builds before it
// stay readable for a while: a visitor whose page came from one still gets its hashed scripts and
// styles (/assets/…, never reused for other content) after the swap.
import type { SiteBuild } from './site-build.ts';

/** Earlier builds whose assets are still served. */
const KEPT_BUILDS = 2;

export class LiveSite {
  #current: SiteBuild;
  #earlier: SiteBuild[] = [];
  readonly #listeners: ((build: SiteBuild) => void)[] = [];

  constructor(initial: SiteBuild) {
    this.#current = initial;
  }

  get current(): SiteBuild {
    return this.#current;
  }

  /** The current build, then the earlier ones, newest first. */
  get builds(): readonly SiteBuild[] {
    return [this.#current, ...this.#earlier];
  }

  /** Makes `next` the served build; returns the directories no longer needed (older than the kept ones). */
  swap(next: SiteBuild): string[] {
    const previous = this.#current;
    this.#current = next;
    const earlier = [previous, ...this.#earlier].filter((build) => build.dir !== next.dir);
    this.#earlier = earlier.slice(0, KEPT_BUILDS);
    for (const listener of this.#listeners) listener(next);
    return earlier.slice(KEPT_BUILDS).map((build) => build.dir);
  }

  /** Called with each build swapped in. */
  onSwap(listener: (build: SiteBuild) => void): void {
    this.#listeners.push(listener);
  }
}
