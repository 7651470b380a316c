// Sample answers shown under 'Ver exemplos de respostas'.
export const INTEREST_EXAMPLES = [
  "Adoro cozinhar, faço bolos e doces que a família sempre elogia. Queria começar em casa, com menos de mil reais.",
  "Tenho carro, conheço bem a cidade e gosto de conversar com as pessoas. Procuro uma renda extra nos fins de semana.",
  "Trabalhei 10 anos com informática, sei montar e consertar computadores e configurar redes.",
  "Amo cachorros, passeio com os cães do prédio e tenho paciência com animais agitados.",
  "Sei costurar, faço ajustes de roupas para as amigas e gosto de moda.",
];
