/** A measured figure, its budget (when it has one) and how it prints. */

export const sectionNames = [
  'bundle',
  'api',
  'rss',
  'lighthouse',
  'talent',
  'duplicates',
  'insights',
  'pool',
] as const;
export type SectionName = (typeof sectionNames)[number];

export interface Budget {
  /** `max`: the value must not exceed the limit; `min`: it must reach it. */
  kind: 'max' | 'min';
  limit: number;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Digits after the decimal point when printed. */
  digits?: number;
  budget?: Budget;
  /** Extra context printed after the figure (informational). */
  note?: string | undefined;
  /** Longer context printed on its own line below the figure. */
  detail?: string | undefined;
}

export type Status = 'OK' | 'MISS' | 'INFO';

export function statusOf({ value, budget }: Figure): Status {
  if (!budget) return 'INFO';
  const within = budget.kind === 'max' ? value <= budget.limit : value >= budget.limit;
  return within ? 'OK' : 'MISS';
}

function formatNumber(value: number, digits: number, minimumDigits = digits): string {
  return value.toLocaleString('en-GB', {
    minimumFractionDigits: minimumDigits,
    maximumFractionDigits: digits,
  });
}

function withUnit(value: string, unit: string): string {
  if (!unit) return value;
  return unit === '%' ? `${value} %` : `${value} ${unit}`;
}

const nameWidth = 56;
const valueWidth = 14;
const budgetWidth = 16;

export function formatFigure(figure: Figure): string {
  const digits = figure.digits ?? 1;
  const value = withUnit(formatNumber(figure.value, digits), figure.unit);
  const budget = figure.budget
    ? `${figure.budget.kind === 'max' ? '≤' : '≥'} ${withUnit(formatNumber(figure.budget.limit, digits, 0), figure.unit)}`
    : '';
  const line = `  ${figure.name.padEnd(nameWidth)} ${value.padStart(valueWidth)}   ${budget.padEnd(budgetWidth)} ${statusOf(figure).padEnd(4)}`;
  const withNote = (figure.note ? `${line}  ${figure.note}` : line).trimEnd();
  return figure.detail ? `${withNote}\n      ${figure.detail}` : withNote;
}

export function formatHeader(title: string): string {
  return `\n== ${title} ==`;
}
