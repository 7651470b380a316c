/** Names and addresses of the product; the server may override them from the environment. */
export type Brand = {
  productName: string;
  founderName: string;
  contactEmail: string;
  pressEmail: string;
};

export const DEFAULT_BRAND: Brand = {
  productName: "Empreenda Aí",
  founderName: "Marcos Oliveira",
  contactEmail: "contato@empreendaai.com.br",
  pressEmail: "imprensa@empreendaai.com.br",
};
