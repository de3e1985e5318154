// §7 wishlist calls: a signed-in user's lists on this website; 401 for everyone else.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { WISHLIST_ADDED, wishlistCategoryBody, wishlistUpdateBody, type WishlistCategoryAnswer } from "../../shared/api/wishlist";
import { signedIn as signedInAs } from "../http/signed-in";
import { parseInput } from "../http/parse-input";
import type { WishlistOwner } from "../domain/wishlists/wishlists";
import type { RouteOptions } from "./route-options";

const signedIn = (request: FastifyRequest): Promise<WishlistOwner> => signedInAs(request, "Please sign in to use wish lists");

export async function wishlistRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/wishlist", async (request) => services.wishlists.list(await signedIn(request)));

  app.post("/s/api/wishlistCategory", async (request, reply): Promise<WishlistCategoryAnswer> => {
    const owner = await signedIn(request);
    const { name } = parseInput(wishlistCategoryBody, request.body, "body");
    const category = await services.wishlists.create(owner, name);
    void reply.status(201);
    return { message: await request.say(WISHLIST_ADDED), category };
  });

  app.post("/s/api/wishlist/update", { config: { ids: ["body.product_id", "body.wishlist_category_id"] } }, async (request) => {
    const owner = await signedIn(request);
    const { product_id, wishlist_category_id } = parseInput(wishlistUpdateBody, request.body, "body");
    const { said, ...answer } = await services.wishlists.toggle(owner, product_id, wishlist_category_id);
    return { ...answer, message: await request.say(said) };
  });
}
