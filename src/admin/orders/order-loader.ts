// The order that an order's screens (its detail, its packing slip) show: the one their address
// names.
import type { LoaderFunctionArgs } from "react-router";
import { ordersApi } from "./orders-api";

export const orderLoader = ({ params, request }: LoaderFunctionArgs) => ordersApi.order(params.orderNumber ?? "", request.signal);
