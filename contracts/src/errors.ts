/** Body of every error response: `{ message }`, and for 400 the failing fields. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}
