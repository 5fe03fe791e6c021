/**
 * The browser API of react-router-dom, the module the federation shares under the name
 * `react-router-dom` (see ../src/index.ts). Sharing the package itself would ship all of it
 * (server rendering, RSC, cookies: about 65 KiB gzip) to every page; this module keeps the
 * part a client-rendered app uses and leaves the rest to tree shaking.
 *
 * The TypeScript path mapping in tsconfig.base.json points `react-router-dom` here, so using
 * a name that is not re-exported fails the type check instead of failing at run time.
 */
export type * from 'react-router';
export {
  Await,
  BrowserRouter,
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  createPath,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  redirect,
  resolvePath,
  Route,
  Router,
  Routes,
  ScrollRestoration,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
