// The years a date given to the back office may fall in. A far date in any offset (9999-12-31
// at -23:59 is year 10000 in UTC) cannot be kept or compared by the database and would answer
// 500; no shop has business with days outside this range, so such a date is refused with 422.
export const ADMIN_YEARS = { from: 2000, to: 2100 } as const;

/** True when the instant (ms since the epoch) falls in ADMIN_YEARS, in UTC. */
export const inAdminYears = (ms: number): boolean => ms >= Date.UTC(ADMIN_YEARS.from, 0, 1) && ms < Date.UTC(ADMIN_YEARS.to + 1, 0, 1);

/** The message for a date outside ADMIN_YEARS. */
export const outsideAdminYears = (label: string): string => `${label} must fall between the years ${ADMIN_YEARS.from} and ${ADMIN_YEARS.to}`;
