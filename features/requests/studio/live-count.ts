import { catchError, map, of, startWith, type Observable } from 'rxjs'
import type { StructureResolverContext } from 'sanity/structure'

/**
 * A count the desk shows in its titles ("Inbox (3 new)"), kept live; null
 * while loading or when it cannot be read, so the desk still opens.
 */
export function liveCount(
  context: Pick<StructureResolverContext, 'documentStore'>,
  query: string,
): Observable<number | null> {
  return context.documentStore.listenQuery(query, {}, { throttleTime: 1000 }).pipe(
    map((count: unknown) => (typeof count === 'number' ? count : null)),
    startWith(null),
    catchError(() => of(null)),
  )
}
