/** The part of autocannon's programmatic API that scripts/bench-api.ts uses (it ships no types). */
declare module 'autocannon' {
  interface Request {
    path?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: Request) => Request }[];
  }
  interface Result {
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(options: Options): Instance;
}
