import { Form } from "@remix-run/react";

/** Makes a saved strategy the active one (its journey starts); a plain post, so it works without JavaScript. */
export function StartJourneyForm({ strategyId }: { strategyId: string }) {
  return (
    <Form method="post" action={`/estrategias/${strategyId}/ativar`}>
      <button type="submit" className="btn-primary">
        Iniciar Esta Jornada
      </button>
    </Form>
  );
}
