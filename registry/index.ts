// The block catalogue: block name → entry. Adding a block is one folder under blocks/ and
// one line here (plus its schema in schemas/blocks/ and a fixture); contract tests check it.
import type { BlockEntry } from "./block-types";
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

export const registry: Readonly<Record<string, BlockEntry>> = {
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

export function blockEntry(name: string): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
