/**
 * Brazilian cities the demo clients live in, each with its UF, its area code and the span of its
 * CEPs (first five digits), so a client's address and phone agree with each other. The weights
 * lean on São Paulo, where the demo stores are.
 */
export interface CidadeDemo {
  cidade: string;
  uf: string;
  ddd: string;
  /** First and last five-digit CEP prefix of the city. */
  cep: readonly [number, number];
  bairros: readonly string[];
  peso: number;
}

export const CIDADES_DEMO: readonly CidadeDemo[] = [
  { cidade: 'São Paulo', uf: 'SP', ddd: '11', cep: [1000, 5999], peso: 40, bairros: ['Pinheiros', 'Vila Mariana', 'Moema', 'Santana', 'Tatuapé', 'Mooca', 'Lapa', 'Perdizes', 'Butantã', 'Itaquera'] },
  { cidade: 'Guarulhos', uf: 'SP', ddd: '11', cep: [7000, 7399], peso: 5, bairros: ['Centro', 'Vila Augusta', 'Macedo', 'Gopoúva'] },
  { cidade: 'Campinas', uf: 'SP', ddd: '19', cep: [13010, 13099], peso: 8, bairros: ['Cambuí', 'Taquaral', 'Barão Geraldo', 'Centro', 'Castelo'] },
  { cidade: 'Santos', uf: 'SP', ddd: '13', cep: [11010, 11099], peso: 4, bairros: ['Gonzaga', 'Boqueirão', 'Ponta da Praia', 'Embaré'] },
  { cidade: 'Ribeirão Preto', uf: 'SP', ddd: '16', cep: [14010, 14109], peso: 3, bairros: ['Centro', 'Jardim Irajá', 'Ribeirânia'] },
  { cidade: 'Sorocaba', uf: 'SP', ddd: '15', cep: [18010, 18109], peso: 3, bairros: ['Centro', 'Campolim', 'Vila Hortência'] },
  { cidade: 'Rio de Janeiro', uf: 'RJ', ddd: '21', cep: [20000, 23799], peso: 8, bairros: ['Copacabana', 'Tijuca', 'Botafogo', 'Barra da Tijuca', 'Méier', 'Flamengo'] },
  { cidade: 'Niterói', uf: 'RJ', ddd: '21', cep: [24000, 24399], peso: 2, bairros: ['Icaraí', 'Ingá', 'Santa Rosa'] },
  { cidade: 'Belo Horizonte', uf: 'MG', ddd: '31', cep: [30000, 31999], peso: 6, bairros: ['Savassi', 'Funcionários', 'Pampulha', 'Buritis', 'Lourdes'] },
  { cidade: 'Curitiba', uf: 'PR', ddd: '41', cep: [80000, 82999], peso: 4, bairros: ['Batel', 'Água Verde', 'Centro Cívico', 'Portão'] },
  { cidade: 'Porto Alegre', uf: 'RS', ddd: '51', cep: [90000, 91999], peso: 3, bairros: ['Moinhos de Vento', 'Menino Deus', 'Cidade Baixa', 'Petrópolis'] },
  { cidade: 'Florianópolis', uf: 'SC', ddd: '48', cep: [88010, 88099], peso: 2, bairros: ['Trindade', 'Centro', 'Itacorubi', 'Coqueiros'] },
  { cidade: 'Salvador', uf: 'BA', ddd: '71', cep: [40000, 41999], peso: 3, bairros: ['Barra', 'Pituba', 'Rio Vermelho', 'Itaigara'] },
  { cidade: 'Recife', uf: 'PE', ddd: '81', cep: [50000, 52999], peso: 2, bairros: ['Boa Viagem', 'Casa Forte', 'Espinheiro', 'Graças'] },
  { cidade: 'Fortaleza', uf: 'CE', ddd: '85', cep: [60000, 61599], peso: 2, bairros: ['Aldeota', 'Meireles', 'Fátima', 'Cocó'] },
  { cidade: 'Brasília', uf: 'DF', ddd: '61', cep: [70000, 72799], peso: 3, bairros: ['Asa Sul', 'Asa Norte', 'Lago Sul', 'Sudoeste'] },
  { cidade: 'Goiânia', uf: 'GO', ddd: '62', cep: [74000, 74899], peso: 1, bairros: ['Setor Bueno', 'Setor Oeste', 'Setor Marista'] },
  { cidade: 'Manaus', uf: 'AM', ddd: '92', cep: [69000, 69099], peso: 1, bairros: ['Adrianópolis', 'Centro', 'Ponta Negra'] },
  { cidade: 'Belém', uf: 'PA', ddd: '91', cep: [66000, 66999], peso: 1, bairros: ['Nazaré', 'Umarizal', 'Batista Campos'] },
  { cidade: 'Vitória', uf: 'ES', ddd: '27', cep: [29010, 29099], peso: 1, bairros: ['Praia do Canto', 'Jardim da Penha', 'Jardim Camburi'] },
];

/** Street names found in almost every Brazilian city. */
export const LOGRADOUROS_DEMO: readonly string[] = [
  'Rua das Flores', 'Rua Sete de Setembro', 'Rua XV de Novembro', 'Avenida Brasil', 'Rua São José', 'Rua Santos Dumont',
  'Avenida Getúlio Vargas', 'Rua Tiradentes', 'Rua Duque de Caxias', 'Rua Marechal Deodoro', 'Rua Rui Barbosa',
  'Rua Dom Pedro II', 'Rua Barão do Rio Branco', 'Avenida Independência', 'Rua Castro Alves', 'Rua Machado de Assis',
  'Rua José Bonifácio', 'Alameda dos Anjos', 'Travessa da Paz', 'Rua das Palmeiras', 'Rua dos Ipês', 'Rua Princesa Isabel',
  'Rua Floriano Peixoto', 'Rua Benjamin Constant', 'Rua Voluntários da Pátria', 'Avenida Rio Branco',
];
