const requested = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once; only called for widgets the operator configured. Resolves when
 * the script has run, rejects when it could not load (blocked, offline); callers that only need
 * it to be added may ignore the promise.
 */
export function loadScript(src: string): Promise<void> {
  const pending = requested.get(src);
  if (pending) return pending;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A later visit to the page may try again.
      requested.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  // Marked as handled: a widget that does not wait for its script must not report the failure.
  loaded.catch(() => {});
  requested.set(src, loaded);
  return loaded;
}
