// Amounts as the server sends them: integer minor units in a string
// (Int64) with the currency's decimals. Everything here is integer
// arithmetic on BigInt or strings: an amount never passes through a
// floating-point number.

/** An amount as the API's Money type carries it. */
export interface MoneyLike {
  amount: string;
  currency: string;
  decimals: number;
}

/** toMajor renders minor units as an exact decimal string in major units ("-1234.5" → "-12.345" with 3 decimals). */
export function toMajor(minor: string, decimals: number): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).replace(/^0+(?=\d)/, '');
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = decimals > 0 ? padded.slice(padded.length - decimals) : '';
  const sign = negative && /[1-9]/.test(digits) ? '-' : '';
  return sign + whole + (fraction ? '.' + fraction : '');
}

/** groupDigits puts thin separators between thousands of a decimal string's whole part. */
function groupDigits(major: string): string {
  const [whole, fraction] = major.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (fraction !== undefined ? '.' + fraction : '');
}

/** formatMoney shows an amount for people: "1,234.50 USD". */
export function formatMoney(m: MoneyLike): string {
  return `${groupDigits(toMajor(m.amount, m.decimals))} ${m.currency}`;
}

/** The outcome of reading an amount a person typed. */
export type Parsed = { ok: true; minor: string } | { ok: false; message: string };

/**
 * parseMajor reads an amount typed in major units ("1,234.5") as minor
 * units ("123450" for 2 decimals). It refuses signs, exponents, more
 * decimals than the currency has, and zero.
 */
export function parseMajor(input: string, decimals: number): Parsed {
  const text = input.trim().replace(/,/g, '');
  if (text === '') return { ok: false, message: 'Enter an amount.' };
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return { ok: false, message: 'Enter a number, like 125.50.' };
  const fraction = m[2] ?? '';
  if (fraction.length > decimals) {
    return { ok: false, message: decimals === 0 ? 'This currency has no decimals.' : `At most ${decimals} decimals.` };
  }
  const minor = BigInt((m[1] || '0') + fraction.padEnd(decimals, '0'));
  if (minor === 0n) return { ok: false, message: 'Enter an amount above zero.' };
  if (minor > 9_000_000_000_000_000_000n) return { ok: false, message: 'That amount is too large.' };
  return { ok: true, minor: minor.toString() };
}
