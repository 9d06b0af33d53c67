// Saturated steam: pressure from temperature and back, by the IAPWS-IF97 saturation equations.
// Source: IAPWS, "Revised Release on the IAPWS Industrial Formulation 1997 for the Thermodynamic
// Properties of Water and Steam" (IAPWS R7-97, 2012), Region 4: the saturation-pressure equation
// (eq. 30) and its backward saturation-temperature equation (eq. 31), with the coefficients n1…n10
// of Table 34. Valid from the triple point 273.15 K to the critical point 647.096 K (22.064 MPa);
// the two equations agree within a few parts per million inside that range.

const N = [
  0.11670521452767e4, -0.72421316703206e6, -0.17073846940092e2, 0.12020824702470e5, -0.32325550322333e7,
  0.1491510861353e2, -0.48232657361591e4, 0.40511340542057e6, -0.23855557567849, 0.65017534844798e3,
] as const;
const [n1, n2, n3, n4, n5, n6, n7, n8, n9, n10] = N;

const KELVIN_OFFSET = 273.15;
const BAR_PER_MPA = 10;

/** The valid range of the equations, in °C (the triple point to the critical point). */
export const SATURATION_RANGE_C = { min: 0, max: 647.096 - KELVIN_OFFSET } as const;
/** The valid range of the equations, in bar absolute (about 611 Pa at 273.15 K up to the critical pressure). */
export const SATURATION_RANGE_BAR = { min: 0.00611, max: 220.64 } as const;

/** Pressure of saturated steam at a temperature, in bar absolute (IAPWS-IF97 eq. 30). */
export function saturationPressureBar(temperatureC: number): number {
  if (!(temperatureC >= SATURATION_RANGE_C.min && temperatureC <= SATURATION_RANGE_C.max)) {
    throw new RangeError(`Temperature ${temperatureC} °C is outside the saturation range`);
  }
  const t = temperatureC + KELVIN_OFFSET;
  const theta = t + n9 / (t - n10);
  const a = theta * theta + n1 * theta + n2;
  const b = n3 * theta * theta + n4 * theta + n5;
  const c = n6 * theta * theta + n7 * theta + n8;
  return ((2 * c) / (-b + Math.sqrt(b * b - 4 * a * c))) ** 4 * BAR_PER_MPA;
}

/** Temperature of saturated steam at a pressure, in °C (IAPWS-IF97 eq. 31). */
export function saturationTemperatureC(pressureBar: number): number {
  if (!(pressureBar >= SATURATION_RANGE_BAR.min && pressureBar <= SATURATION_RANGE_BAR.max)) {
    throw new RangeError(`Pressure ${pressureBar} bar is outside the saturation range`);
  }
  const beta = (pressureBar / BAR_PER_MPA) ** 0.25;
  const e = beta * beta + n3 * beta + n6;
  const f = n1 * beta * beta + n4 * beta + n7;
  const g = n2 * beta * beta + n5 * beta + n8;
  const d = (2 * g) / (-f - Math.sqrt(f * f - 4 * e * g));
  return (n10 + d - Math.sqrt((n10 + d) ** 2 - 4 * (n9 + n10 * d))) / 2 - KELVIN_OFFSET;
}
