// One coupon of the website: a new one (/coupons/new) or one to edit (/coupons/:id). A coupon
// that was never used may be deleted; one that was used can only be disabled (its uses count
// towards its limits), which the form's "Active" box does.
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { confirm } from "../../client/ui/confirm-dialog";
import { toast } from "../../client/ui/toast";
import { userMessage } from "../../shared/error-message";
import type { AdminCoupon } from "../../shared/api/admin-coupons";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { CouponForm } from "./coupon-form";
import { couponPath, couponsApi, couponsPath, NEW_COUPON_SEGMENT } from "./coupons-api";
import { usesText } from "./coupon-summary";
import { CouponStateTag } from "./coupon-state-tag";
import "../parts/admin-parts.css";
import "./coupons.css";

function DeleteOrDisable({ coupon }: { coupon: AdminCoupon }) {
  const navigate = useNavigate();
  if (coupon.used > 0) return <p className="coupon-note">It has been used, so it can be disabled (untick Active), not deleted.</p>;
  const remove = async () => {
    if (!(await confirm({ title: `Delete the coupon ${coupon.code}?`, text: "It has never been used.", confirmText: "Delete" }))) return;
    try {
      await couponsApi.remove(coupon.id);
      toast.success(`${coupon.code} is deleted`);
      void navigate(couponsPath());
    } catch (error) {
      toast.error(userMessage(error));
    }
  };
  return (
    <button type="button" className="ui-button ui-button-secondary" onClick={() => void remove()}>
      Delete
    </button>
  );
}

const couponId = (id = "") => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null);

/** The coupon to edit; nothing for a new one or an address that names none. */
async function loader({ params, request }: LoaderFunctionArgs): Promise<AdminCoupon | null> {
  const id = couponId(params.id);
  return id === null ? null : couponsApi.read(id, request.signal);
}

function EditCoupon({ current, onSaved }: { current: AdminCoupon; onSaved: (coupon: AdminCoupon) => void }) {
  return (
    <>
      <h1 id="coupon-title">{current.code}</h1>
      <p>
        Used {usesText(current)} {current.used === 1 ? "time" : "times"}. <CouponStateTag state={current.state} />
      </p>
      <CouponForm
        // A saved answer may have changed the fields (a code put in capitals): the form starts again from it.
        key={JSON.stringify(current)}
        coupon={current}
        onSave={async (body) => {
          onSaved(await couponsApi.update(current.id, body));
          toast.success(`${body.code.trim().toUpperCase()} is saved`);
        }}
        actions={<DeleteOrDisable coupon={current} />}
      />
    </>
  );
}

function NewCoupon() {
  const navigate = useNavigate();
  return (
    <>
      <h1 id="coupon-title">New coupon</h1>
      <CouponForm
        coupon={null}
        onSave={async (body) => {
          const made = await couponsApi.create(body);
          toast.success(`${made.code} is created`);
          void navigate(couponPath(made.id), { replace: true });
        }}
      />
    </>
  );
}

export function CouponEditorScreen() {
  const { id = "" } = useParams();
  const coupon = useScreenData<typeof loader>();
  const isNew = id === NEW_COUPON_SEGMENT;

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="coupon-title">
      <p className="admin-screen-kicker">
        <Link to={couponsPath()}>Coupons</Link>
      </p>
      {isNew ? <NewCoupon /> : coupon.data ? <EditCoupon key={coupon.data.id} current={coupon.data} onSaved={coupon.setData} /> : <p>There is no such coupon.</p>}
    </section>
  );
}

export const route: ScreenRoute = { Component: CouponEditorScreen, loader };
