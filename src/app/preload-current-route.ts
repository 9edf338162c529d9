/**
 * The entry evaluates this first: it starts downloading the code and texts of the page the app
 * opens on (its layouts too), so those downloads overlap the start-up of the design system and
 * the shell instead of waiting for the first render.
 */
import { matchRoutes } from 'react-router-dom';
import { startLoadingRoute } from './route-handle';
import { routes } from './router';

startLoadingRoute(matchRoutes(routes, window.location) ?? []);
