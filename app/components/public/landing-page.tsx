import { Link } from "@remix-run/react";
import { LogoMark } from "~/components/icons";
import { useBrand } from "~/root";

/** Minimal landing page; the public-site issue completes it. */
export function LandingPage() {
  const brand = useBrand();
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
          <Link to="/" className="flex items-center gap-2 font-bold">
            <LogoMark className="h-7 w-7" />
            {brand.productName}
          </Link>
          <nav className="ml-auto hidden gap-5 text-sm text-slate-700 sm:flex" aria-label="Seções">
            <a href="#features">Ferramentas</a>
            <a href="#how-it-works">Como funciona</a>
            <a href="#about">Sobre</a>
          </nav>
          <Link to="/login" className="btn-primary ml-auto sm:ml-0">
            Entrar
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Descubra e abra o seu negócio com ajuda de IA
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          100% gratuito, sem cartão de crédito. Mais de 300 ideias de negócio e uma jornada guiada em 4 fases.
        </p>
        <Link to="/login" className="btn-primary mt-8 px-6 py-3 text-base">
          Comece agora seu novo negócio
        </Link>
        <section id="features" className="mt-16 text-left">
          <h2 className="text-xl font-bold">Ferramentas</h2>
          <p className="mt-2 text-slate-700">Descoberta de negócios com IA, planejamento, marketing e materiais gráficos.</p>
        </section>
        <section id="how-it-works" className="mt-10 text-left">
          <h2 className="text-xl font-bold">Como funciona</h2>
          <p className="mt-2 text-slate-700">A IA analisa, a plataforma executa, você prospera.</p>
        </section>
        <section id="about" className="mt-10 text-left">
          <h2 className="text-xl font-bold">Sobre</h2>
          <p className="mt-2 text-slate-700">Feito para quem quer empreender no Brasil, do MEI à pequena empresa.</p>
        </section>
      </main>
    </div>
  );
}
