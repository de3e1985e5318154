// The one error type routes throw; the error plugin turns it into the §8 body shape.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const unauthorized = (message = "Please sign in to continue") => new HttpError(401, message);
export const forbidden = (message = "You do not have access to this") => new HttpError(403, message);
