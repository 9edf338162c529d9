/**
 * The app's one router, created by the first module the entry evaluates: creating it starts
 * downloading the current page's code and texts, so those downloads overlap the start-up of the
 * design system and the shell instead of waiting for them.
 */
import { createAppRouter } from './router';

export const appRouter = createAppRouter();
