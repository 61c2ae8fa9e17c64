/**
 * A cell of a CSV file that people open in a spreadsheet: text that a spreadsheet would run as a
 * formula (it starts with =, +, -, @, a tab or a return) is kept as text by a leading quote.
 */
export const asCsvText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
