// The server's one source of the current time: the system clock, or in tests a clock they move to
// cross a day or the end of a window without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
