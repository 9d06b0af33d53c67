// Which Gospel passage belongs to a calendar day: the day view in the browser and the peace site's
// feed on the server both pick it here, so a feed entry always names the passage the page shows.

export interface GospelPassage {
  reference: string;
  title: string;
  text: string;
}

/** The passage of a day: the passages repeat in order, one per calendar day. */
export function passageIndex(day: Date, count: number): number {
  const days = Math.floor(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / 86_400_000);
  return ((days % count) + count) % count;
}

export function isGospelPassageList(value: unknown): value is GospelPassage[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item?.reference === 'string' && typeof item?.title === 'string' && typeof item?.text === 'string')
  );
}
