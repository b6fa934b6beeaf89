/** An error the search API answers with its status and Typesense's `{ "message": ... }` body. */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}
