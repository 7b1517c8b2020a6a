/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export const neutralizeFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
