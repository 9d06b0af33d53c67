// The video component (SPEC §2): a video with its poster, and a copy-link icon that copies the
// full video address and shows 'link copied' for 1.5 seconds.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { COPY_HINT_MS } from '@shared/app-constants';
import { useLanguage } from '@client/core/i18n/use-language';
import { absoluteUrl, captionsPath, posterPath, videoPath } from '../model/media';

export interface VideoPlayerProps {
  domain: string;
  name: string;
  title: string;
  /** Languages that have a captions file. */
  captionLanguages: readonly string[];
}

export function VideoPlayer({ domain, name, title, captionLanguages }: VideoPlayerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [copied, setCopied] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    // A media element with a source or a captions track stays alive (with its controls, some 250
    // nodes) after it leaves the page; without them, and reloaded empty, the browser can free it.
    return () => {
      if (!element) return;
      element.pause();
      element.querySelectorAll('source, track').forEach((child) => child.remove());
      element.removeAttribute('src');
      element.load();
    };
  }, []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_HINT_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const src = videoPath(domain, name);
  const copy = async () => {
    await navigator.clipboard.writeText(absoluteUrl(window.location.origin, src));
    setCopied(true);
  };
  const captions = captionLanguages.includes(language.code) ? language.code : captionLanguages[0];
  return (
    <figure className="video">
      <video ref={video} controls preload="none" poster={posterPath(domain, name)} width={640} height={360} aria-label={title}>
        <source src={src} type="video/mp4" />
        {captions && <track kind="captions" src={captionsPath(domain, name, captions)} srcLang={captions} label={title} default />}
      </video>
      <figcaption>
        {title}{' '}
        <button type="button" className="icon-button" onClick={() => void copy()} aria-label={t('media.copyLink')} title={t('media.copyLink')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2a1 1 0 1 1-1.4-1.4l2-2a1 1 0 1 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2a1 1 0 1 1 1.4 1.4l-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0z"
            />
          </svg>
        </button>
        <span role="status" className="copy-hint">
          {copied ? t('media.linkCopied') : ''}
        </span>
      </figcaption>
    </figure>
  );
}
