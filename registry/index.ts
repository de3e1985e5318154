// The block catalogue: block name → entry. Adding a block is one folder under blocks/, one
// line here and `npm run schemas:build` (README, "Add a block"); the contract test checks it.
import type { BlockEntry, BlockName } from "./block-types";
import { account } from "./blocks/account";
import { accountAddresses } from "./blocks/account-addresses";
import { accountOrders } from "./blocks/account-orders";
import { accountOrdersView } from "./blocks/account-orders-view";
import { accountProfile } from "./blocks/account-profile";
import { accountSalesDashboard } from "./blocks/account-sales-dashboard";
import { accountWishlist } from "./blocks/account-wishlist";
import { bosChoose } from "./blocks/bos-choose";
import { bosCreateWebsite } from "./blocks/bos-create-website";
import { brandSwiper } from "./blocks/brand-swiper";
import { cashfreeStart } from "./blocks/cashfree-start";
import { categorySwiper } from "./blocks/category-swiper";
import { checkout } from "./blocks/checkout";
import { checkoutConfirm } from "./blocks/checkout-confirm";
import { form } from "./blocks/form";
import { heroBanner } from "./blocks/hero-banner";
import { heroCard } from "./blocks/hero-card";
import { login } from "./blocks/login";
import { loginRegister } from "./blocks/login-register";
import { loginVerify } from "./blocks/login-verify";
import { logout } from "./blocks/logout";
import { productDetail } from "./blocks/product-detail";
import { productListing } from "./blocks/product-listing";
import { products } from "./blocks/products";
import { razorpayStart } from "./blocks/razorpay-start";
import { richText } from "./blocks/rich-text";
import { success } from "./blocks/success";
import { supplierSwiper } from "./blocks/supplier-swiper";

/**
 * Every block under its wire name (BlockName, generated from the block folders): a folder
 * without its line here, a line without a folder, or an entry under another block's name does
 * not compile.
 */
export const registry: { readonly [Name in BlockName]: BlockEntry<Name> } = {
  products,
  SUPPLIER_SWIPER: supplierSwiper,
  CATEGORY_SWIPER: categorySwiper,
  BRAND_SWIPER: brandSwiper,
  "hero-banner": heroBanner,
  "hero-card": heroCard,
  "rich-text": richText,
  form,
  "product-listing": productListing,
  "product-detail": productDetail,
  login,
  "login-verify": loginVerify,
  "login-register": loginRegister,
  logout,
  account,
  "account-orders": accountOrders,
  "account-orders-view": accountOrdersView,
  "account-addresses": accountAddresses,
  "account-profile": accountProfile,
  "account-wishlist": accountWishlist,
  "account-sales-dashboard": accountSalesDashboard,
  checkout,
  "razorpay-start": razorpayStart,
  "cashfree-start": cashfreeStart,
  "checkout-confirm": checkoutConfirm,
  success,
  "bos-choose": bosChoose,
  "bos-create-website": bosCreateWebsite,
};

export const isBlockName = (name: string): name is BlockName => Object.hasOwn(registry, name);

export function blockEntry(name: string): BlockEntry | undefined {
  return isBlockName(name) ? registry[name] : undefined;
}
