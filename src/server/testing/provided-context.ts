// What the global set-up hands each test file (vitest provide/inject).
declare module "vitest" {
  export interface ProvidedContext {
    kiranaTestSnapshot: string;
    kiranaTestTemplate: string;
  }
}
export {};
