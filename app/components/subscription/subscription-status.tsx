import { subscriptionStatusView } from "~/modules/subscription/plans";

const TONE_CLASSES = {
  green: "bg-green-100 text-green-800",
  red: "bg-red-100 text-red-800",
  blue: "bg-blue-100 text-blue-800",
  grey: "bg-slate-200 text-slate-700",
} as const;

/** Plan and status as the spec shows them everywhere: active, canceled, trial, else grey 'free'. */
export function SubscriptionStatusBadge({ status, plan }: { status: string | null | undefined; plan: string | null | undefined }) {
  const view = subscriptionStatusView(status, plan);
  return (
    <span className="inline-flex items-center gap-2" data-testid="subscription-status">
      <span className="font-semibold text-slate-900">{view.plan}</span>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[view.tone]}`}>{view.label}</span>
    </span>
  );
}
