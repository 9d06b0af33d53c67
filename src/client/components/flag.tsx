// A language's flag image; sizes from SPEC §9 (40x30 in the selector, height 20 elsewhere).
import { LAYOUT } from '@shared/constants';
import de from './flags/de.svg';
import es from './flags/es.svg';
import india from './flags/in.svg';
import it from './flags/it.svg';
import lt from './flags/lt.svg';
import ru from './flags/ru.svg';
import sa from './flags/sa.svg';
import us from './flags/us.svg';

const FLAG_URLS: Record<string, string> = { us, de, es, it, ru, sa, lt, in: india };

export function Flag({ region, alt, inline = false }: { region: string; alt: string; inline?: boolean }) {
  const height = inline ? LAYOUT.inlineFlagHeight : LAYOUT.flagHeight;
  const width = inline ? Math.round((LAYOUT.flagWidth / LAYOUT.flagHeight) * height) : LAYOUT.flagWidth;
  return <img className="flag" src={FLAG_URLS[region]} width={width} height={height} alt={alt} />;
}
