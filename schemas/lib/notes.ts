/**
 * Schemas drop what cannot render (an item without its key field, a link with a refused
 * scheme) instead of failing the whole module. What they drop is reported here so the
 * preview can say so. Parsing is synchronous, so a single active sink is enough.
 */
let sink: string[] | null = null;

export function collectNotes<T>(run: () => T): { result: T; notes: string[] } {
  const previous = sink;
  const notes: string[] = [];
  sink = notes;
  try {
    return { result: run(), notes };
  } finally {
    sink = previous;
  }
}

export function note(message: string): void {
  sink?.push(message);
}
