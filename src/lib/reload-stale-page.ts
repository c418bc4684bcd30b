/**
 * A page loaded before a deploy asks for its own build's chunks. Old ones stay on the server
 * for a while (docs/deploy.md), but once one is gone a client-side navigation would fail.
 * Then the navigation becomes a full page load of the URL it was going to: the new HTML
 * names the new chunks. Only after hydration: a page that cannot load its chunks on its
 * first load stays as prerendered instead of reloading in a loop. The loader's own promise
 * is passed on untouched, so a chunk that loads costs not even a microtask more.
 */
export function loadOrReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    const loading = load();
    loading.catch(() => {
      if (document.documentElement.dataset.hydrated === "true") window.location.reload();
    });
    return loading;
  };
}
