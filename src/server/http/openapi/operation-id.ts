/**
 * An operation's id, from its method and documented path alone, so it never changes when routes
 * are reordered: `GET /api/v1/customer/campaign/{id}` is `getCampaignById`,
 * `POST /api/v1/public/connect/authorize` is `postPublicConnectAuthorize`. The API prefix and
 * the `customer` segment every signed-in call shares are left out; a test keeps the ids unique.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\/v1(?=\/|$)/, '')
    .replace(/^\/customer(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const words = segments.map((segment) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    return param ? `By${pascal(param)}` : pascal(segment);
  });
  return `${method.toLowerCase()}${words.join('')}`;
}

/** `forgot-password` and `login_google` become `ForgotPassword` and `LoginGoogle`. */
function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}
