/**
 * "Load once, render when ready" for lazily loaded data and code (a page's config, an article, a
 * form, a section's chunk). `load(key)` starts the load the first time and returns that same promise
 * ever after, so React's use() can wait on it across renders; `loaded(key)` returns the value once it
 * has arrived, so a render after a preload (hydration, prerendering, a later visit) never suspends:
 *
 *     const page = pages.loaded(id) ?? use(pages.load(id));
 *
 * A failed load keeps its rejected promise: the error boundary shows it, and a reload tries again.
 * For a single value, use `void` as the key type: `faq.load()`, `faq.loaded()`.
 */
export interface KeyedLoader<K, V> {
  load(key: K): Promise<V>;
  loaded(key: K): V | undefined;
}

export function keyedLoader<K, V>(fetch: (key: K) => Promise<V>): KeyedLoader<K, V> {
  const promises = new Map<K, Promise<V>>();
  const values = new Map<K, V>();
  return {
    load(key) {
      let promise = promises.get(key);
      if (!promise) {
        promise = fetch(key).then((value) => {
          values.set(key, value);
          return value;
        });
        promises.set(key, promise);
      }
      return promise;
    },
    loaded: (key) => values.get(key),
  };
}
