// The preview screen's fixtures (ADR 0014). Registered outside production only: fixture files
// are development material, and the screen that reads them is not for shoppers.
import type { FastifyInstance } from "fastify";
import { fixturesDir } from "../db/catalog-fixtures";
import { listPreviewFixtures, readPreviewFixture } from "../domain/preview/preview-fixtures";

export async function previewRoutes(app: FastifyInstance, { root = fixturesDir }: { root?: string } = {}): Promise<void> {
  // Fixtures are the same for every website: no tenant needed.
  app.get("/s/api/preview/fixtures", { config: { noTenant: true } }, async () => listPreviewFixtures(root));

  app.get("/s/api/preview/fixtures/*", { config: { noTenant: true } }, async (request) => {
    const path = (request.params as { "*": string })["*"];
    return readPreviewFixture(root, path);
  });
}
