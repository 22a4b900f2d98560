const requested = new Set<string>();

/** Adds a third-party script once; only called for widgets the operator configured. */
export function loadScript(src: string): void {
  if (requested.has(src)) return;
  requested.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}
