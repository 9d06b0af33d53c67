// Media addresses and availability (SPEC §2 video component, §9 media link).
import { MEDIA_BASE } from '@shared/app-constants';
import { numberFormat } from '@client/core/i18n/intl-formatters';

export function videoPath(domain: string, name: string): string {
  return `${MEDIA_BASE}/${domain}/videos/${name}.mp4`;
}

export function posterPath(domain: string, name: string): string {
  return `${MEDIA_BASE}/${domain}/images/${name}.jpg`;
}

export function captionsPath(domain: string, name: string, language: string): string {
  return `${MEDIA_BASE}/${domain}/videos/${name}.${language}.vtt`;
}

/** The full address of a path on the page's origin, for copying. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** A media item is available up to and including its last day (in local time). */
export function isAvailable(lastDay: string, now: Date): boolean {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  return now.getTime() < new Date(year, month - 1, day + 1).getTime();
}

/** A running time 'hh:mm:ss' in the locale's digits (Arabic-Indic in Arabic), each part two digits. */
export function formatRunningTime(time: string, locale: string): string {
  const twoDigits = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return time
    .split(':')
    .map((part) => twoDigits.format(Number(part)))
    .join(':');
}
