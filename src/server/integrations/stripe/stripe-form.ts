/**
 * Reads a body or query string as the Stripe SDK encodes it (`items[0][price]=x&expand[]=y`)
 * into nested objects and arrays. Test-only: the Stripe test server's request parser.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const head = key.split('[')[0];
    const names = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node = root as Record<string, unknown> | unknown[];
    names.forEach((name, i) => {
      const container = node as Record<string, unknown>;
      const slot = name === '' && Array.isArray(node) ? String(node.length) : name;
      if (i === names.length - 1) {
        container[slot] = value;
        return;
      }
      const next = names[i + 1];
      container[slot] ??= next === '' || /^\d+$/.test(next) ? [] : {};
      node = container[slot] as Record<string, unknown>;
    });
  }
  return root;
}
