// What every signed-in page is given (routes.ts lists the pages; the
// pages import this, not routes.ts, which imports them).

/** The props every signed-in page gets. */
export interface PageComponentProps {
  /** The path below the page's own, "" at the page itself ("/ses_1" under /verifications). */
  rest: string;
}
