// A language's flag image; sizes from SPEC §9 (40x30 in the selector, height 20 elsewhere). The
// pictures are files of their own (?no-inline), cached once, not text inside every page's script.
// They load once the page is laid out (loading="lazy"), not with the document: the first paint
// waits for no request but the document (docs/decisions/024), and their sizes hold their place.
import { LAYOUT } from '@shared/constants';
import de from './flags/de.svg?no-inline';
import es from './flags/es.svg?no-inline';
import india from './flags/in.svg?no-inline';
import it from './flags/it.svg?no-inline';
import lt from './flags/lt.svg?no-inline';
import ru from './flags/ru.svg?no-inline';
import sa from './flags/sa.svg?no-inline';
import us from './flags/us.svg?no-inline';

const FLAG_URLS: Record<string, string> = { us, de, es, it, ru, sa, lt, in: india };

export function Flag({ region, alt, inline = false }: { region: string; alt: string; inline?: boolean }) {
  const height = inline ? LAYOUT.inlineFlagHeight : LAYOUT.flagHeight;
  const width = inline ? Math.round((LAYOUT.flagWidth / LAYOUT.flagHeight) * height) : LAYOUT.flagWidth;
  return <img className="flag" src={FLAG_URLS[region]} width={width} height={height} alt={alt} loading="lazy" />;
}
