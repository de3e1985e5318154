// The website's staff: every member with their roles (admins run the back office and the page
// builder, sales agents place orders for customers), a role added by phone and taken away. The
// server refuses taking away one's own admin role or the last admin's, and says why.
import type { LoaderFunctionArgs } from "react-router";
import { confirm } from "../../client/ui/confirm-dialog";
import { toast } from "../../client/ui/toast";
import { STAFF_ROLE_LABELS, type AdminStaffMember, type StaffRole } from "../../shared/api/admin-people";
import { userMessage } from "../../shared/error-message";
import { formatPhone } from "../../shared/format-phone";
import { ListTable } from "../parts/list-table";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { peopleApi } from "./people-api";
import { StaffAddForm } from "./staff-add-form";
import "../parts/admin-parts.css";
import "./people.css";

const loader = ({ request }: LoaderFunctionArgs) => peopleApi.staff(request.signal);

export function StaffScreen() {
  const staff = useScreenData<typeof loader>();

  const remove = async (member: AdminStaffMember, role: StaffRole) => {
    const who = member.name || formatPhone(member.phone);
    if (!(await confirm({ title: `Take away ${who}'s ${STAFF_ROLE_LABELS[role].toLowerCase()} role?`, text: "It takes effect on their next request.", confirmText: "Remove role" }))) return;
    try {
      await peopleApi.removeRole(member.user_id, role);
      toast.success(`${who} is no longer ${STAFF_ROLE_LABELS[role].toLowerCase()}`);
      staff.reload();
    } catch (error) {
      toast.error(userMessage(error));
    }
  };

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="staff-title">
      <p className="admin-screen-kicker">People</p>
      <h1 id="staff-title">Staff</h1>
      <StaffAddForm onAdded={staff.reload} />
      <ListTable labelledBy="staff-title" busy={staff.loading} columns={["Name", "Phone", "Roles"]}>
        {staff.data.data.map((member) => (
          <tr key={member.user_id}>
            <th scope="row">{member.name || "(no name yet)"}</th>
            <td>{formatPhone(member.phone)}</td>
            <td>
              <ul className="people-roles">
                {member.roles.map((role) => (
                  <li key={role}>
                    {STAFF_ROLE_LABELS[role]}{" "}
                    <button
                      type="button"
                      className="catalogue-link-button"
                      onClick={() => void remove(member, role)}
                      aria-label={`Remove the ${STAFF_ROLE_LABELS[role].toLowerCase()} role of ${member.name || member.phone}`}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

export const route: ScreenRoute = { Component: StaffScreen, loader };
