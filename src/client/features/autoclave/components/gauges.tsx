// Gauges drawn with SVG attributes only (no layout work per frame). They are decoration: the
// reading beside each gauge is the text value, so the SVG is hidden from assistive technology.

/** The scales of the gauges. */
const TEMPERATURE_SCALE_C = 150;
const PRESSURE_SCALE_BAR = 4;

function fraction(value: number, scale: number): number {
  return Math.min(1, Math.max(0, value / scale));
}

/** A horizontal bar from 0 to 150 °C, with a mark at the holding temperature. */
export function TemperatureGauge({ valueC, setpointC }: { valueC: number; setpointC: number | null }) {
  const width = fraction(valueC, TEMPERATURE_SCALE_C) * 100;
  const mark = setpointC === null ? null : fraction(setpointC, TEMPERATURE_SCALE_C) * 100;
  return (
    <svg className="gauge bar-gauge" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="gauge-track" x="0" y="1" width="100" height="8" rx="2" />
      <rect className="gauge-value temperature" x="0" y="1" width={width} height="8" rx="2" />
      {mark !== null && <line className="gauge-mark" x1={mark} x2={mark} y1="0" y2="10" />}
    </svg>
  );
}

/** A half dial from 0 to 4 bar absolute, with a mark at ambient pressure. */
export function PressureGauge({ valueBar, ambientBar }: { valueBar: number; ambientBar: number }) {
  const share = fraction(valueBar, PRESSURE_SCALE_BAR);
  const ambientAngle = fraction(ambientBar, PRESSURE_SCALE_BAR) * 180 - 90;
  return (
    <svg className="gauge dial-gauge" viewBox="0 0 100 56" aria-hidden="true" focusable="false">
      <path className="gauge-arc-track" d="M 10 50 A 40 40 0 0 1 90 50" pathLength={100} />
      <path className="gauge-arc-value" d="M 10 50 A 40 40 0 0 1 90 50" pathLength={100} strokeDasharray={`${share * 100} 100`} />
      <line className="gauge-mark" x1="50" y1="4" x2="50" y2="16" transform={`rotate(${ambientAngle} 50 50)`} />
      <line className="gauge-needle" x1="50" y1="50" x2="50" y2="16" transform={`rotate(${share * 180 - 90} 50 50)`} />
      <circle className="gauge-hub" cx="50" cy="50" r="3.5" />
    </svg>
  );
}
