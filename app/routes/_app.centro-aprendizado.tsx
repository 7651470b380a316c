import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LearningCard } from "~/components/learning/learning-card";
import { ARTICLES, TIPS, type LearningItem } from "~/modules/learning/learning-content";
import {
  ARTICLES_SECTION_TITLE,
  EMPTY_CATEGORY_MESSAGE,
  filterByTab,
  LEARNING_CENTER_TITLE,
  LEARNING_TABS,
  parseLearningTab,
  TIPS_SECTION_TITLE,
  type LearningTabId,
} from "~/modules/learning/learning-tabs";
import { signedOutRedirect } from "~/utils/login-required.server";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Centro de Aprendizado | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getUser(request))) throw redirect(signedOutRedirect(request));
  const params = new URL(request.url).searchParams;
  const tab = parseLearningTab(params.get("aba"));
  return {
    tab,
    openId: params.get("item"),
    // The content stays on the server: only the chosen tab's items reach the page.
    articles: filterByTab(ARTICLES, tab),
    tips: filterByTab(TIPS, tab),
  };
}

function href(tab: LearningTabId, item?: string | null) {
  const params = new URLSearchParams();
  if (tab !== "todos") params.set("aba", tab);
  if (item) params.set("item", item);
  const query = params.toString();
  return `?${query}${item ? `#${item}` : ""}`;
}

function Section({
  title,
  items,
  tab,
  openId,
}: {
  title: string;
  items: readonly LearningItem[];
  tab: LearningTabId;
  openId: string | null;
}) {
  return (
    <section aria-labelledby={`secao-${title}`} className="space-y-3">
      <h2 id={`secao-${title}`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="card p-5 text-slate-600">{EMPTY_CATEGORY_MESSAGE}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {items.map((item) => {
            const open = item.id === openId;
            return (
              <LearningCard key={item.id} item={item} open={open} toggleHref={open ? `${href(tab)}#${item.id}` : href(tab, item.id)} />
            );
          })}
        </div>
      )}
    </section>
  );
}

export default function LearningCentre() {
  const { tab, openId, articles, tips } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{LEARNING_CENTER_TITLE}</h1>
        <p className="mt-1 text-slate-600">Estudos fundamentais e dicas práticas para abrir, organizar e fazer crescer o seu negócio.</p>
      </section>
      <nav aria-label="Categorias">
        {/* The five chips wrap on a phone instead of hiding the last ones off screen. */}
        <ul className="flex flex-wrap gap-2">
          {LEARNING_TABS.map((item) => {
            const current = item.id === tab;
            return (
              <li key={item.id}>
                <Link
                  to={href(item.id)}
                  preventScrollReset
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ${
                    current ? "bg-brand-600 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Section title={ARTICLES_SECTION_TITLE} items={articles} tab={tab} openId={openId} />
      <Section title={TIPS_SECTION_TITLE} items={tips} tab={tab} openId={openId} />
    </div>
  );
}
