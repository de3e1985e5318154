// The Messages screen (issue 33, ADR 0079): a switch for each message the shop sends its
// shoppers, saved as it is flipped, and the messages sent lately with what became of each (sent,
// skipped and why, tried again, failed), so an owner can answer "did my customer get a text?".
import { useId, useState } from "react";
import { Link } from "react-router";
import { SelectInput } from "../../client/ui/form/select-input";
import { toast } from "../../client/ui/toast";
import { MESSAGE_STATUSES, type MessageSettingsAnswer, type MessageStatus, type RecentMessage } from "../../shared/api/admin-messages";
import { formatDate } from "../../shared/date-format";
import { userMessage } from "../../shared/error-message";
import { MESSAGE_EVENT_LABELS, MESSAGE_EVENTS, type MessageEvent } from "../../shared/order-messages";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { orderPath } from "../orders/order-paths";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { useListParams } from "../parts/use-list-params";
import { messagesApi, type RecentFilters } from "./messages-api";
import "../parts/admin-parts.css";
import "./messages.css";

export const STATUS_LABELS: Record<MessageStatus, string> = { pending: "Waiting", sent: "Sent", skipped: "Not sent", failed: "Failed" };
const CHANNEL_LABELS: Record<string, string> = { sms: "Text", email: "Email" };

const isStatus = (value: string | null): value is MessageStatus => (MESSAGE_STATUSES as readonly (string | null)[]).includes(value);

/** The list's query read from the address; anything malformed there is left out. */
export function recentFiltersFrom(params: URLSearchParams): RecentFilters {
  const status = params.get("status");
  const page = params.get("page");
  const perPage = Number(params.get("per_page"));
  return {
    ...(isStatus(status) ? { status } : {}),
    page: page && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

const loader = async ({ request }: { request: Request }) => {
  const [settings, recent] = await Promise.all([messagesApi.settings(request.signal), messagesApi.recent(recentFiltersFrom(new URL(request.url).searchParams), request.signal)]);
  return { settings, recent };
};

function Switches({ settings, onSaved }: { settings: MessageSettingsAnswer; onSaved: (next: MessageSettingsAnswer) => void }) {
  const [saving, setSaving] = useState<MessageEvent | null>(null);
  const flip = async (event: MessageEvent, on: boolean) => {
    setSaving(event);
    try {
      onSaved(await messagesApi.save({ events: { [event]: on } }));
      toast.success(`${MESSAGE_EVENT_LABELS[event]}: ${on ? "on" : "off"}`);
    } catch (error) {
      toast.error(userMessage(error));
    } finally {
      setSaving(null);
    }
  };
  return (
    <fieldset className="messages-card">
      <legend>Messages shoppers get, by text and by email</legend>
      <ul className="messages-switches">
        {MESSAGE_EVENTS.map((event) => (
          <li key={event}>
            <label>
              <input
                type="checkbox"
                role="switch"
                checked={settings.events[event]}
                disabled={saving !== null}
                aria-busy={saving === event || undefined}
                onChange={(e) => void flip(event, e.target.checked)}
              />
              {MESSAGE_EVENT_LABELS[event]}
            </label>
          </li>
        ))}
      </ul>
      <p className="messages-note">An email goes only to shoppers who gave an email address.</p>
    </fieldset>
  );
}

function About({ message }: { message: RecentMessage }) {
  if (message.order_number) return <Link to={orderPath(message.order_number)}>Order {message.order_number}</Link>;
  return <>{message.product ?? "—"}</>;
}

function StatusText({ message }: { message: RecentMessage }) {
  const when = message.status === "sent" ? message.sent_at : message.status === "pending" && message.attempts > 0 ? message.next_attempt_at : null;
  return (
    <>
      <span className={`messages-status messages-status-${message.status}`}>{STATUS_LABELS[message.status]}</span>
      {when ? <div className="messages-when">{message.status === "sent" ? formatDate(when, true) : `Next try ${formatDate(when, true)}`}</div> : null}
    </>
  );
}

export function MessagesScreen() {
  const { params, change, paging } = useListParams<"status">();
  const filters = recentFiltersFrom(params);
  const screenData = useScreenData<typeof loader>();
  const { data, setData } = screenData;
  const statusId = useId();
  const list = { data: data.recent, error: null, reload: screenData.reload };

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      <Switches settings={data.settings} onSaved={(settings) => setData({ ...data, settings })} />
      <h2 id="messages-recent-title">Recent messages</h2>
      <div className="catalogue-filters">
        <div className="field">
          <label className="field-label" htmlFor={statusId}>
            Status
          </label>
          <SelectInput
            id={statusId}
            placeholder="All messages"
            value={filters.status ?? ""}
            options={MESSAGE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            onChange={(value) => change({ status: value })}
          />
        </div>
      </div>
      <ListBody list={list} empty="No messages yet." paging={paging(filters)}>
        {(messages) => (
          <ListTable labelledBy="messages-recent-title" busy={screenData.loading} columns={["Queued", "Message", "By", "About", "Status", "Tries", "Note"]}>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{formatDate(message.created_at, true)}</td>
                <th scope="row">{MESSAGE_EVENT_LABELS[message.event] ?? message.event}</th>
                <td>{CHANNEL_LABELS[message.channel] ?? message.channel}</td>
                <td>
                  <About message={message} />
                </td>
                <td>
                  <StatusText message={message} />
                </td>
                <td>{message.attempts}</td>
                <td className="messages-error">{message.last_error}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </section>
  );
}

export const route: ScreenRoute = { Component: MessagesScreen, loader };
