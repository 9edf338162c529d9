/**
 * The time as the services see it. Injected, so tests move it forward (an expired code, a
 * cooldown that has passed) instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
