// The website's frame settings from the init answer (everything but the session's own: the
// user, the cart and the customer an agent shops for), set once at start-up. null until
// then, or when the answer had no website.
import { atom } from "jotai";
import type { InitAnswer } from "../../shared/api/init";
import { withNavDefaults, type NavSetting } from "../../shared/nav-setting";

export type WebsiteState = Omit<InitAnswer, "user" | "cart" | "acting_for">;

export const websiteAtom = atom<WebsiteState | null>(null);

/** Navigation settings with the §9 defaults and a readable logo_settings, even before start-up. */
export const navSettingAtom = atom<NavSetting>((get) => withNavDefaults(get(websiteAtom)?.navSetting ?? {}));

/** The delivery pincode the session has chosen, or null. */
export const pincodeAtom = atom<string | null>((get) => get(websiteAtom)?.pincode ?? null);
