/** The public origin for canonical and alternate links: PUBLIC_ORIGIN, else the request's own. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_ORIGIN?.replace(/\/+$/, "");
  return configured || new URL(request.url).origin;
}
