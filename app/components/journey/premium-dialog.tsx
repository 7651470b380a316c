import { Link } from "@remix-run/react";
import { CheckIcon, SparklesIcon } from "~/components/icons";
import { Modal, ModalClose } from "~/components/ui/modal";

const BENEFITS = [
  "Acesso completo a todas as ferramentas da plataforma",
  "Mentoria personalizada com inteligência artificial",
  "Sugestões inteligentes de campanhas de marketing",
  "Chatbot de consultoria avançada para o seu negócio",
];

/** The upsell of spec 6: the main button goes to the plans page, the other closes the dialog. */
export function PremiumDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; closeHref: string }) {
  return (
    <Modal {...props} title="Recurso Premium" testId="premium-dialog">
      <div className="space-y-4">
        <div className="flex items-center gap-3 rounded-lg bg-gradient-to-r from-amber-50 to-brand-50 p-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-white">
            <SparklesIcon className="h-5 w-5" />
          </span>
          <p className="text-sm text-slate-800">Este recurso está disponível apenas para usuários premium.</p>
        </div>
        <ul className="space-y-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-sm text-slate-800">
              <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          <Link to="/subscribe" className="btn-primary w-full">
            Fazer Upgrade Agora
          </Link>
          <ModalClose className="btn-secondary w-full">Continuar com Plano Gratuito</ModalClose>
        </div>
        <p className="text-center text-xs text-slate-500">Sistema 100% gratuito em desenvolvimento</p>
      </div>
    </Modal>
  );
}
