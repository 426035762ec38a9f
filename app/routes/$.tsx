import { json } from "@remix-run/node";

/** Any path no other route claims is the not-found page (rendered by the root ErrorBoundary). */
export async function loader() {
  throw json(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
