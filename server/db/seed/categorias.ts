/**
 * The demo retailer's catalogue: clothing, shoes, accessories and home goods. Each category has
 * its NCM (the TIPI code of what it sells), its selling unit, its shelf-price span, the models its
 * families are named after, the sizes and colours its variants come in, and a package's weight
 * (grams) and dimensions (height, width, depth in cm) for shipping.
 */

export type Linha = 'moda' | 'calcados' | 'acessorios' | 'casa';

export interface CategoriaDemo {
  categoria: string;
  /** Three letters that open the SKUs of its products. */
  sigla: string;
  linha: Linha;
  ncm: string;
  unidade: 'UN' | 'PAR';
  /** Shelf prices in whole reais, first and last. */
  faixa: readonly [number, number];
  modelos: readonly string[];
  /** A family sells a run of these (none: one size). */
  tamanhos: readonly string[];
  cores: readonly string[];
  descricao: string;
  peso: readonly [number, number];
  dimensoes: readonly [number, number, number];
  /** How often a family is of this category, among those whose prices fit. */
  peso_sorteio: number;
}

const ADULTO = ['PP', 'P', 'M', 'G', 'GG', 'XGG'];
const JEANS_MASC = ['38', '40', '42', '44', '46', '48'];
const JEANS_FEM = ['34', '36', '38', '40', '42', '44', '46'];
const CALCADOS_MASC = ['37', '38', '39', '40', '41', '42', '43', '44'];
const CALCADOS_FEM = ['33', '34', '35', '36', '37', '38', '39'];
const BASICAS = ['Preto', 'Branco', 'Cinza mescla', 'Azul-marinho', 'Off-white', 'Verde-militar', 'Vinho', 'Bege', 'Caramelo', 'Rosa-claro', 'Terracota', 'Mostarda'];
const JEANS = ['Jeans claro', 'Jeans médio', 'Jeans escuro', 'Preto', 'Off-white'];
const COURO = ['Preto', 'Marrom', 'Caramelo', 'Café', 'Conhaque'];
const METAIS = ['Dourado', 'Prateado', 'Rosé'];
const CASA = ['Branco', 'Cinza', 'Bege', 'Azul', 'Verde-sálvia', 'Rosa antigo', 'Terracota', 'Grafite'];

export const CATEGORIAS_DEMO: readonly CategoriaDemo[] = [
  {
    categoria: 'Camisetas', sigla: 'CAM', linha: 'moda', ncm: '61091000', unidade: 'UN', faixa: [29, 149], tamanhos: ADULTO, cores: BASICAS,
    modelos: ['Camiseta básica gola careca', 'Camiseta gola V', 'Camiseta estampada', 'Camiseta oversized', 'Camiseta manga longa', 'Regata canelada'],
    descricao: 'Malha 100% algodão, fio 30.1 penteado.', peso: [140, 260], dimensoes: [3, 25, 32], peso_sorteio: 10,
  },
  {
    categoria: 'Polos', sigla: 'POL', linha: 'moda', ncm: '61051000', unidade: 'UN', faixa: [69, 229], tamanhos: ADULTO, cores: BASICAS,
    modelos: ['Camisa polo piquet', 'Camisa polo listrada', 'Camisa polo manga longa'],
    descricao: 'Malha piquet de algodão, gola e punhos em ribana.', peso: [220, 320], dimensoes: [4, 26, 33], peso_sorteio: 4,
  },
  {
    categoria: 'Camisas', sigla: 'CMS', linha: 'moda', ncm: '62052000', unidade: 'UN', faixa: [79, 299], tamanhos: ADULTO, cores: ['Branco', 'Azul-claro', 'Azul-marinho', 'Xadrez vermelho', 'Xadrez azul', 'Listrado'],
    modelos: ['Camisa social slim', 'Camisa oxford manga longa', 'Camisa xadrez de flanela', 'Camisa jeans', 'Camisa manga curta estampada'],
    descricao: 'Tecido plano 100% algodão, botões de madrepérola sintética.', peso: [220, 380], dimensoes: [4, 28, 36], peso_sorteio: 5,
  },
  {
    categoria: 'Blusas', sigla: 'BLU', linha: 'moda', ncm: '61061000', unidade: 'UN', faixa: [39, 199], tamanhos: ADULTO.slice(0, 5), cores: BASICAS,
    modelos: ['Blusa de malha decote V', 'Blusa ciganinha', 'Body canelado', 'Blusa de alcinha', 'Cropped de malha'],
    descricao: 'Malha de algodão com elastano, caimento ajustado.', peso: [120, 240], dimensoes: [3, 24, 30], peso_sorteio: 7,
  },
  {
    categoria: 'Calças e bermudas masculinas', sigla: 'CLM', linha: 'moda', ncm: '62034200', unidade: 'UN', faixa: [69, 349], tamanhos: JEANS_MASC, cores: JEANS,
    modelos: ['Calça jeans slim', 'Calça jeans reta', 'Calça chino de sarja', 'Calça cargo', 'Bermuda jeans', 'Bermuda de sarja'],
    descricao: 'Denim e sarja de algodão, cinco bolsos.', peso: [380, 720], dimensoes: [5, 30, 38], peso_sorteio: 7,
  },
  {
    categoria: 'Calças e shorts femininos', sigla: 'CLF', linha: 'moda', ncm: '62046200', unidade: 'UN', faixa: [59, 399], tamanhos: JEANS_FEM, cores: JEANS,
    modelos: ['Calça jeans skinny', 'Calça jeans mom', 'Calça jeans wide leg', 'Calça jeans flare', 'Short jeans', 'Calça pantalona de sarja'],
    descricao: 'Denim de algodão com elastano, cintura alta.', peso: [300, 650], dimensoes: [5, 30, 38], peso_sorteio: 7,
  },
  {
    categoria: 'Vestidos', sigla: 'VES', linha: 'moda', ncm: '61044200', unidade: 'UN', faixa: [79, 449], tamanhos: ADULTO.slice(0, 5), cores: BASICAS,
    modelos: ['Vestido midi de malha', 'Vestido longo estampado', 'Vestido tubinho', 'Vestido de alcinha', 'Vestido chemise de malha'],
    descricao: 'Malha de algodão, forro no busto.', peso: [200, 450], dimensoes: [4, 28, 36], peso_sorteio: 6,
  },
  {
    categoria: 'Moletons e malhas', sigla: 'MOL', linha: 'moda', ncm: '61102000', unidade: 'UN', faixa: [99, 349], tamanhos: ADULTO, cores: BASICAS,
    modelos: ['Moletom canguru com capuz', 'Moletom careca', 'Suéter de tricô', 'Cardigã de tricô', 'Jaqueta de moletom com zíper'],
    descricao: 'Moletom flanelado 100% algodão, punhos em ribana.', peso: [450, 800], dimensoes: [7, 30, 38], peso_sorteio: 5,
  },
  {
    categoria: 'Jaquetas', sigla: 'JAQ', linha: 'moda', ncm: '62014000', unidade: 'UN', faixa: [149, 599], tamanhos: ADULTO.slice(1), cores: ['Preto', 'Azul-marinho', 'Verde-militar', 'Caramelo', 'Grafite'],
    modelos: ['Jaqueta corta-vento', 'Jaqueta puffer', 'Parka com capuz', 'Jaqueta bomber de náilon'],
    descricao: 'Náilon com tratamento repelente à água, forro de poliéster.', peso: [450, 1100], dimensoes: [10, 32, 40], peso_sorteio: 4,
  },
  {
    categoria: 'Jaquetas de couro', sigla: 'JQC', linha: 'moda', ncm: '42031000', unidade: 'UN', faixa: [399, 1299], tamanhos: ADULTO.slice(1, 5), cores: COURO,
    modelos: ['Jaqueta de couro motociclista', 'Jaqueta de couro bomber', 'Jaqueta de camurça'],
    descricao: 'Couro bovino legítimo, forro acetinado.', peso: [1100, 1800], dimensoes: [10, 35, 45], peso_sorteio: 3,
  },
  {
    categoria: 'Cuecas', sigla: 'CUE', linha: 'moda', ncm: '61071100', unidade: 'UN', faixa: [19, 79], tamanhos: ADULTO.slice(1, 5), cores: ['Preto', 'Branco', 'Cinza mescla', 'Azul-marinho'],
    modelos: ['Cueca boxer de algodão', 'Cueca slip', 'Cueca boxer sem costura'],
    descricao: 'Algodão com elastano, cós de elástico macio.', peso: [50, 90], dimensoes: [3, 12, 18], peso_sorteio: 3,
  },
  {
    categoria: 'Sutiãs', sigla: 'SUT', linha: 'moda', ncm: '62121000', unidade: 'UN', faixa: [39, 149], tamanhos: ['40', '42', '44', '46', '48'], cores: ['Preto', 'Branco', 'Nude', 'Vinho'],
    modelos: ['Sutiã com bojo', 'Sutiã sem aro', 'Sutiã de renda', 'Top sem costura'],
    descricao: 'Renda e microfibra, alças reguláveis.', peso: [60, 120], dimensoes: [6, 16, 22], peso_sorteio: 3,
  },
  {
    categoria: 'Meias', sigla: 'MEI', linha: 'moda', ncm: '61159500', unidade: 'PAR', faixa: [9, 49], tamanhos: ['34-38', '39-43'], cores: ['Preto', 'Branco', 'Cinza mescla', 'Azul-marinho', 'Listrado'],
    modelos: ['Meia soquete', 'Meia cano alto', 'Meia esportiva', 'Meia invisível'],
    descricao: 'Algodão penteado, punho que não aperta.', peso: [30, 70], dimensoes: [2, 9, 22], peso_sorteio: 4,
  },
  {
    categoria: 'Pijamas', sigla: 'PIJ', linha: 'moda', ncm: '61083100', unidade: 'UN', faixa: [69, 199], tamanhos: ADULTO.slice(1, 5), cores: ['Rosa-claro', 'Azul-claro', 'Estampado', 'Cinza mescla'],
    modelos: ['Pijama curto de malha', 'Pijama longo', 'Camisola de algodão', 'Short-doll estampado'],
    descricao: 'Malha de algodão macia, ideal para dormir.', peso: [180, 400], dimensoes: [5, 25, 32], peso_sorteio: 3,
  },
  {
    categoria: 'Moda praia', sigla: 'PRA', linha: 'moda', ncm: '61124100', unidade: 'UN', faixa: [59, 249], tamanhos: ADULTO.slice(1, 5), cores: ['Preto', 'Vermelho', 'Estampa floral', 'Azul-turquesa', 'Amarelo'],
    modelos: ['Biquíni cortininha', 'Biquíni de lacinho', 'Maiô decote nadador', 'Maiô frente única'],
    descricao: 'Poliamida com elastano e proteção UV 50+.', peso: [80, 180], dimensoes: [3, 18, 24], peso_sorteio: 3,
  },
  {
    categoria: 'Infantil', sigla: 'INF', linha: 'moda', ncm: '61112000', unidade: 'UN', faixa: [29, 149], tamanhos: ['RN', 'P', 'M', 'G'], cores: ['Branco', 'Azul-claro', 'Rosa-claro', 'Amarelo-claro', 'Verde-água'],
    modelos: ['Body de bebê manga curta', 'Macacão de bebê', 'Conjunto de bebê', 'Kit de bodies'],
    descricao: 'Algodão hipoalergênico, botões de pressão.', peso: [80, 250], dimensoes: [3, 20, 25], peso_sorteio: 3,
  },
  {
    categoria: 'Tênis esportivos', sigla: 'TEN', linha: 'calcados', ncm: '64041100', unidade: 'PAR', faixa: [149, 899], tamanhos: CALCADOS_MASC, cores: ['Preto', 'Branco', 'Cinza', 'Azul-marinho', 'Preto e branco'],
    modelos: ['Tênis de corrida', 'Tênis de treino', 'Tênis para caminhada', 'Tênis de quadra'],
    descricao: 'Cabedal em tecido respirável, entressola com amortecimento.', peso: [650, 1100], dimensoes: [12, 20, 32], peso_sorteio: 5,
  },
  {
    categoria: 'Tênis casuais', sigla: 'TNC', linha: 'calcados', ncm: '64041900', unidade: 'PAR', faixa: [99, 399], tamanhos: CALCADOS_MASC, cores: ['Preto', 'Branco', 'Off-white', 'Azul-marinho', 'Vermelho'],
    modelos: ['Tênis casual de lona', 'Tênis slip-on', 'Tênis cano alto de lona'],
    descricao: 'Lona de algodão e solado vulcanizado.', peso: [600, 950], dimensoes: [12, 20, 32], peso_sorteio: 4,
  },
  {
    categoria: 'Sapatos', sigla: 'SAP', linha: 'calcados', ncm: '64039990', unidade: 'PAR', faixa: [149, 599], tamanhos: CALCADOS_MASC, cores: COURO,
    modelos: ['Sapato social de couro', 'Mocassim de couro', 'Sapatênis de couro', 'Oxford de couro', 'Scarpin de couro', 'Sapatilha de couro'],
    descricao: 'Couro legítimo, palmilha acolchoada.', peso: [600, 1100], dimensoes: [12, 19, 31], peso_sorteio: 5,
  },
  {
    categoria: 'Botas', sigla: 'BOT', linha: 'calcados', ncm: '64039190', unidade: 'PAR', faixa: [199, 699], tamanhos: CALCADOS_FEM, cores: COURO,
    modelos: ['Bota coturno de couro', 'Bota chelsea', 'Bota cano curto', 'Bota western'],
    descricao: 'Couro legítimo, solado de borracha antiderrapante.', peso: [900, 1600], dimensoes: [14, 22, 34], peso_sorteio: 3,
  },
  {
    categoria: 'Chinelos', sigla: 'CHI', linha: 'calcados', ncm: '64022000', unidade: 'PAR', faixa: [19, 89], tamanhos: ['33/34', '35/36', '37/38', '39/40', '41/42', '43/44'], cores: ['Preto', 'Branco', 'Azul', 'Amarelo', 'Rosa'],
    modelos: ['Chinelo de dedo', 'Chinelo slide', 'Chinelo de dedo estampado'],
    descricao: 'Borracha macia e tiras que não soltam.', peso: [200, 380], dimensoes: [5, 12, 28], peso_sorteio: 3,
  },
  {
    categoria: 'Sandálias', sigla: 'SAN', linha: 'calcados', ncm: '64029990', unidade: 'PAR', faixa: [59, 299], tamanhos: CALCADOS_FEM, cores: ['Preto', 'Caramelo', 'Nude', 'Dourado', 'Branco'],
    modelos: ['Sandália papete', 'Rasteirinha', 'Sandália de salto bloco', 'Sandália anabela'],
    descricao: 'Tiras sintéticas e palmilha anatômica.', peso: [300, 700], dimensoes: [9, 18, 29], peso_sorteio: 4,
  },
  {
    categoria: 'Bolsas', sigla: 'BOL', linha: 'acessorios', ncm: '42022210', unidade: 'UN', faixa: [79, 599], tamanhos: [], cores: ['Preto', 'Caramelo', 'Off-white', 'Vinho', 'Verde-oliva'],
    modelos: ['Bolsa tiracolo', 'Bolsa sacola', 'Bolsa transversal', 'Bolsa de ombro', 'Clutch de festa'],
    descricao: 'Material sintético texturizado, alça regulável e forro interno.', peso: [350, 900], dimensoes: [12, 28, 35], peso_sorteio: 5,
  },
  {
    categoria: 'Bolsas de couro', sigla: 'BLC', linha: 'acessorios', ncm: '42022100', unidade: 'UN', faixa: [249, 1299], tamanhos: [], cores: COURO,
    modelos: ['Bolsa de couro tiracolo', 'Bolsa saco de couro', 'Bolsa baú de couro'],
    descricao: 'Couro bovino legítimo, ferragens douradas.', peso: [600, 1300], dimensoes: [14, 30, 38], peso_sorteio: 3,
  },
  {
    categoria: 'Mochilas', sigla: 'MOC', linha: 'acessorios', ncm: '42029200', unidade: 'UN', faixa: [89, 449], tamanhos: [], cores: ['Preto', 'Cinza', 'Azul-marinho', 'Verde-militar'],
    modelos: ['Mochila escolar', 'Mochila para notebook', 'Mochila de trilha 30 L', 'Pochete', 'Bolsa de academia'],
    descricao: 'Poliéster resistente à água, zíperes reforçados.', peso: [350, 1000], dimensoes: [15, 30, 45], peso_sorteio: 4,
  },
  {
    categoria: 'Malas de viagem', sigla: 'MAL', linha: 'acessorios', ncm: '42021210', unidade: 'UN', faixa: [199, 1299], tamanhos: ['P', 'M', 'G'], cores: ['Preto', 'Grafite', 'Azul-marinho', 'Vinho'],
    modelos: ['Mala de viagem rígida', 'Mala de viagem com expansor', 'Mala de bordo com entrada USB'],
    descricao: 'Casco de policarbonato, rodas 360° e cadeado TSA.', peso: [2500, 4800], dimensoes: [25, 40, 60], peso_sorteio: 3,
  },
  {
    categoria: 'Carteiras', sigla: 'CAR', linha: 'acessorios', ncm: '42023100', unidade: 'UN', faixa: [39, 249], tamanhos: [], cores: COURO,
    modelos: ['Carteira de couro', 'Porta-cartões de couro', 'Carteira feminina com zíper', 'Porta-documentos de couro'],
    descricao: 'Couro legítimo, divisórias para cartões e cédulas.', peso: [60, 200], dimensoes: [3, 11, 14], peso_sorteio: 3,
  },
  {
    categoria: 'Cintos', sigla: 'CIN', linha: 'acessorios', ncm: '42033000', unidade: 'UN', faixa: [39, 189], tamanhos: ['85', '90', '95', '100', '105', '110'], cores: COURO,
    modelos: ['Cinto de couro social', 'Cinto de couro casual', 'Cinto trançado', 'Cinto feminino fino'],
    descricao: 'Couro legítimo, fivela de metal.', peso: [120, 260], dimensoes: [4, 12, 16], peso_sorteio: 3,
  },
  {
    categoria: 'Óculos de sol', sigla: 'OCU', linha: 'acessorios', ncm: '90041000', unidade: 'UN', faixa: [89, 699], tamanhos: [], cores: ['Preto', 'Tartaruga', 'Dourado', 'Transparente'],
    modelos: ['Óculos de sol aviador', 'Óculos de sol quadrado', 'Óculos de sol gatinho', 'Óculos de sol redondo'],
    descricao: 'Lentes com proteção UV400, acompanha estojo.', peso: [60, 150], dimensoes: [5, 8, 17], peso_sorteio: 3,
  },
  {
    categoria: 'Relógios', sigla: 'REL', linha: 'acessorios', ncm: '91021100', unidade: 'UN', faixa: [149, 1299], tamanhos: [], cores: ['Prateado', 'Dourado', 'Preto', 'Marrom'],
    modelos: ['Relógio analógico pulseira de couro', 'Relógio analógico de aço', 'Relógio cronógrafo', 'Relógio feminino minimalista'],
    descricao: 'Máquina de quartzo, resistente à água até 50 m.', peso: [120, 300], dimensoes: [8, 10, 12], peso_sorteio: 3,
  },
  {
    categoria: 'Bijuterias', sigla: 'BIJ', linha: 'acessorios', ncm: '71171900', unidade: 'UN', faixa: [9, 129], tamanhos: [], cores: METAIS,
    modelos: ['Brinco de argola', 'Colar com pingente', 'Pulseira de elos', 'Anel ajustável', 'Kit de brincos'],
    descricao: 'Metal com banho antialérgico.', peso: [10, 60], dimensoes: [2, 7, 9], peso_sorteio: 5,
  },
  {
    categoria: 'Acessórios de cabelo', sigla: 'CAB', linha: 'acessorios', ncm: '96151100', unidade: 'UN', faixa: [3, 39], tamanhos: [], cores: ['Preto', 'Tartaruga', 'Transparente', 'Rosa', 'Pérola'],
    modelos: ['Piranha de cabelo', 'Presilha de cabelo', 'Tiara de acetato', 'Pente de bolso'],
    descricao: 'Acetato resistente, acabamento polido.', peso: [10, 60], dimensoes: [2, 6, 12], peso_sorteio: 4,
  },
  {
    categoria: 'Lenços', sigla: 'LEN', linha: 'acessorios', ncm: '62143000', unidade: 'UN', faixa: [29, 149], tamanhos: [], cores: ['Estampa floral', 'Estampa geométrica', 'Poá', 'Listrado'],
    modelos: ['Lenço de cetim estampado', 'Lenço de pescoço', 'Echarpe leve estampada'],
    descricao: 'Cetim de poliéster com barra feita à mão.', peso: [40, 120], dimensoes: [2, 15, 20], peso_sorteio: 2,
  },
  {
    categoria: 'Cama', sigla: 'CMA', linha: 'casa', ncm: '63022100', unidade: 'UN', faixa: [79, 499], tamanhos: ['Solteiro', 'Casal', 'Queen', 'King'], cores: CASA,
    modelos: ['Jogo de lençol 200 fios', 'Jogo de lençol percal 400 fios', 'Jogo de cama estampado', 'Jogo de fronhas'],
    descricao: 'Algodão percal, elástico em toda a volta do lençol de baixo.', peso: [700, 2200], dimensoes: [8, 30, 40], peso_sorteio: 4,
  },
  {
    categoria: 'Mantas e cobertores', sigla: 'MAN', linha: 'casa', ncm: '63014000', unidade: 'UN', faixa: [69, 399], tamanhos: ['Solteiro', 'Casal', 'Queen', 'King'], cores: CASA,
    modelos: ['Manta de microfibra', 'Cobertor de microfibra', 'Manta de sofá', 'Cobertor dupla face'],
    descricao: 'Microfibra de poliéster antialérgica.', peso: [800, 2600], dimensoes: [12, 35, 45], peso_sorteio: 3,
  },
  {
    categoria: 'Travesseiros e almofadas', sigla: 'TRA', linha: 'casa', ncm: '94049000', unidade: 'UN', faixa: [39, 299], tamanhos: [], cores: CASA,
    modelos: ['Travesseiro de fibra', 'Travesseiro de espuma viscoelástica', 'Almofada decorativa', 'Almofada de veludo'],
    descricao: 'Enchimento antialérgico e capa removível.', peso: [400, 1200], dimensoes: [15, 45, 65], peso_sorteio: 3,
  },
  {
    categoria: 'Banho', sigla: 'BAN', linha: 'casa', ncm: '63026000', unidade: 'UN', faixa: [19, 199], tamanhos: ['Rosto', 'Banho', 'Banhão'], cores: CASA,
    modelos: ['Toalha felpuda', 'Toalha fio penteado', 'Toalha de praia', 'Toalha com barra bordada'],
    descricao: 'Felpa 100% algodão, alta absorção.', peso: [150, 900], dimensoes: [6, 25, 35], peso_sorteio: 4,
  },
  {
    categoria: 'Panos de cozinha', sigla: 'PAN', linha: 'casa', ncm: '63029100', unidade: 'UN', faixa: [5, 49], tamanhos: [], cores: ['Branco', 'Xadrez vermelho', 'Estampa de frutas', 'Listrado'],
    modelos: ['Pano de prato bordado', 'Pano de copa', 'Kit de panos de prato', 'Pano de prato estampado'],
    descricao: 'Algodão com alta absorção, barra reforçada.', peso: [40, 250], dimensoes: [2, 20, 25], peso_sorteio: 4,
  },
  {
    categoria: 'Mesa posta', sigla: 'MES', linha: 'casa', ncm: '63025100', unidade: 'UN', faixa: [39, 249], tamanhos: [], cores: ['Branco', 'Bege', 'Verde-sálvia', 'Terracota'],
    modelos: ['Toalha de mesa retangular', 'Toalha de mesa redonda', 'Jogo americano 4 peças', 'Trilho de mesa'],
    descricao: 'Tecido 100% algodão, lavável à máquina.', peso: [200, 800], dimensoes: [4, 25, 35], peso_sorteio: 3,
  },
  {
    categoria: 'Louças', sigla: 'LOU', linha: 'casa', ncm: '69120000', unidade: 'UN', faixa: [15, 399], tamanhos: [], cores: ['Branco', 'Azul', 'Terracota', 'Verde-sálvia', 'Cinza'],
    modelos: ['Caneca de cerâmica 350 ml', 'Prato raso de cerâmica', 'Tigela de cerâmica', 'Aparelho de jantar 20 peças', 'Xícara de chá com pires'],
    descricao: 'Cerâmica esmaltada, pode ir ao micro-ondas e à lava-louças.', peso: [300, 6500], dimensoes: [10, 15, 15], peso_sorteio: 4,
  },
  {
    categoria: 'Copos', sigla: 'COP', linha: 'casa', ncm: '70133700', unidade: 'UN', faixa: [19, 199], tamanhos: [], cores: ['Transparente', 'Âmbar', 'Verde', 'Fumê'],
    modelos: ['Jogo de copos 6 peças', 'Copo long drink', 'Copo baixo de vidro', 'Jogo de copos de vidro canelado'],
    descricao: 'Vidro resistente, pode ir à lava-louças.', peso: [250, 2200], dimensoes: [12, 15, 22], peso_sorteio: 3,
  },
  {
    categoria: 'Panelas de inox', sigla: 'PNI', linha: 'casa', ncm: '73239300', unidade: 'UN', faixa: [89, 1299], tamanhos: [], cores: ['Inox'],
    modelos: ['Panela de inox 20 cm', 'Jogo de panelas de inox 5 peças', 'Frigideira de inox 24 cm', 'Caçarola de inox 24 cm', 'Jogo de panelas de inox 10 peças'],
    descricao: 'Aço inox com fundo triplo, serve para fogão de indução.', peso: [1000, 9000], dimensoes: [18, 30, 40], peso_sorteio: 3,
  },
  {
    categoria: 'Panelas antiaderentes', sigla: 'PNA', linha: 'casa', ncm: '76151000', unidade: 'UN', faixa: [49, 699], tamanhos: [], cores: ['Preto', 'Vermelho', 'Grafite', 'Cobre'],
    modelos: ['Frigideira antiaderente 24 cm', 'Jogo de panelas antiaderentes 5 peças', 'Panela de pressão 4,5 L', 'Caçarola antiaderente 20 cm'],
    descricao: 'Alumínio com revestimento antiaderente sem PFOA.', peso: [600, 6000], dimensoes: [15, 30, 40], peso_sorteio: 3,
  },
  {
    categoria: 'Velas aromáticas', sigla: 'VEL', linha: 'casa', ncm: '34060000', unidade: 'UN', faixa: [9, 129], tamanhos: [], cores: ['Lavanda', 'Baunilha', 'Capim-limão', 'Erva-doce', 'Alecrim'],
    modelos: ['Vela aromática em pote de vidro', 'Vela de soja perfumada', 'Vela decorativa pilar', 'Kit de velas aromáticas'],
    descricao: 'Cera vegetal e pavio de algodão, cerca de 30 horas de queima.', peso: [150, 700], dimensoes: [10, 9, 9], peso_sorteio: 3,
  },
  {
    categoria: 'Decoração', sigla: 'DEC', linha: 'casa', ncm: '69139000', unidade: 'UN', faixa: [29, 299], tamanhos: [], cores: ['Branco', 'Terracota', 'Preto fosco', 'Verde-sálvia', 'Areia'],
    modelos: ['Vaso de cerâmica', 'Cachepô de cerâmica', 'Escultura decorativa', 'Vaso decorativo de mesa'],
    descricao: 'Cerâmica artesanal com acabamento fosco.', peso: [300, 2500], dimensoes: [20, 15, 15], peso_sorteio: 3,
  },
  {
    categoria: 'Tapetes', sigla: 'TAP', linha: 'casa', ncm: '57050000', unidade: 'UN', faixa: [69, 899], tamanhos: ['50x80', '100x150', '150x200', '200x250'], cores: ['Bege', 'Cinza', 'Grafite', 'Terracota'],
    modelos: ['Tapete de sala', 'Tapete passadeira', 'Tapete de banheiro', 'Capacho'],
    descricao: 'Fios de polipropileno, base antiderrapante.', peso: [800, 9000], dimensoes: [15, 20, 100], peso_sorteio: 3,
  },
  {
    categoria: 'Cortinas', sigla: 'COR', linha: 'casa', ncm: '63039200', unidade: 'UN', faixa: [79, 399], tamanhos: ['2,00x1,80', '2,80x2,50', '3,00x2,80'], cores: ['Branco', 'Bege', 'Cinza', 'Azul'],
    modelos: ['Cortina blackout', 'Cortina de voil', 'Cortina de voil com forro'],
    descricao: 'Poliéster com ilhoses, lavável à máquina.', peso: [700, 2200], dimensoes: [8, 30, 40], peso_sorteio: 3,
  },
];

/** Brands by line: the demo retailer's own labels and its suppliers'. */
export const MARCAS_DEMO: Readonly<Record<Linha, readonly string[]>> = {
  moda: ['Urbano Rio', 'Maré Alta', 'Algodão Nativo', 'Costura Fina', 'Tropicália', 'Vila Rica Jeans', 'Norte Sul', 'Brisa do Mar', 'Ipê Amarelo', 'Sertão Moda'],
  calcados: ['Passo Firme', 'Pé de Vento', 'Caminho Certo', 'Solado Nobre', 'Trilha Brasil'],
  acessorios: ['Couro Raiz', 'Lume', 'Bagagem Boa', 'Aurora Acessórios', 'Tempo Certo'],
  casa: ['Lar Doce Lar', 'Casa Bela', 'Mesa Posta', 'Ninho Têxtil', 'Serra Azul', 'Cozinha Viva'],
};
