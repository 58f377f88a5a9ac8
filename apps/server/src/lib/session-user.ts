/** The signed-in user of a request: what the session cache keeps and what every route reads (lib/context.ts). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}
