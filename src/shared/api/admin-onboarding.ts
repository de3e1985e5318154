// The back office's first screen for a website (issue 26): the steps from an empty website to
// its first order, each ticked from the website's own data, and once all are done the day's
// orders, sales and items to pack.

export const ADMIN_ONBOARDING_PATH = "/api/admin/onboarding";

export const ONBOARDING_STEPS = ["warehouse", "delivery", "products", "payments", "home", "test-order"] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingStep {
  key: OnboardingStepKey;
  done: boolean;
  /** Where the website stands on this step, in the owner's words ("3 pincodes", "No products yet"). */
  detail: string;
}

export interface OnboardingAnswer {
  steps: OnboardingStep[];
  /** Every step done: the screen shows the day instead. */
  complete: boolean;
  /** Today, shop time: orders placed (cancelled and unpaid ones left out), their value in rupees, and orders still to pack. */
  today: { orders: number; sales: number; to_pack: number };
}
