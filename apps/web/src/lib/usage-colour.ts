import { interviewProgressColour, type ProgressColour } from '@talvio/domain/progress';

/** The Mantine colour for each of the domain's usage colours. */
const mantineColours: Record<ProgressColour, string> = {
  danger: 'red.8',
  warning: 'orange.7',
  primary: 'talvio',
};

/** The colour of an interviews-used bar (docs/product/billing.md, **usage colour**), as a Mantine colour. */
export function interviewUsageColour(used: number, total: number): string {
  return mantineColours[interviewProgressColour(used, total)];
}
