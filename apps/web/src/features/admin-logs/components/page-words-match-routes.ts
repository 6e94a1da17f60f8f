import type { PAGE_WORDS } from '@casework/contract';
import type { FileRoutesByTo } from '../../../routeTree.gen.ts';

/**
 * The logs' words for pages (PAGE_WORDS in the contract, which the server's CSV exports use too) name exactly the
 * router's routes: a page added, renamed or removed without its words does not compile, and the error names the route.
 */
type Route = keyof FileRoutesByTo;
type WordedRoute = keyof typeof PAGE_WORDS;
type None<T extends never> = T;
type _RoutesWithoutWords = None<Exclude<Route, WordedRoute>>;
type _WordsWithoutRoute = None<Exclude<WordedRoute, Route>>;
