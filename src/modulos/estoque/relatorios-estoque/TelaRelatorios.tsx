import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PADROES_RELATORIOS_ESTOQUE, RELATORIOS_ESTOQUE, RELATORIOS_ESTOQUE_IDS, type ConsultaRelatorioEstoqueBody, type RelatorioEstoque } from '@retaguarda/contrato/api/relatoriosEstoque';
import { CabecalhoPagina } from '../../../layout/CabecalhoPagina';
import type { RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { BuscaNaBarra } from '../comum/BuscaNaBarra';
import { FiltroLoja } from '../comum/FiltroLoja';
import { instanteSP, PeriodoFiltro } from '../comum/PeriodoFiltro';
import { AbaAbc } from './AbaAbc';
import { AbaGiro } from './AbaGiro';
import { AbaParado } from './AbaParado';
import { AbaRupturas } from './AbaRupturas';
import { AbaValorizacao } from './AbaValorizacao';

const COBERTURAS = [60, 90, 180, 365] as const;
const SEM_VENDA = [30, 60, 90, 180, 365] as const;
const COM_PERIODO: readonly RelatorioEstoque[] = ['abc', 'giro'];

/** What each report counts, in a sentence under the tabs. */
const EXPLICACAO: Record<RelatorioEstoque, (dias: { cobertura: number; semVenda: number }) => string> = {
  abc: () => 'Receita dos pedidos enviados, retirados ou entregues no período, já descontada nos itens. Classe A: até 80 % da receita; B: até 95 %; C: o restante.',
  giro: () => 'Giro: vendidas no período (menos as devolvidas) ÷ estoque médio, a média do estoque no início e no fim do período. Cobertura: disponível hoje ÷ média diária de vendas dos últimos 30 dias.',
  rupturas: ({ cobertura }) => `Hoje. Ruptura: vendeu nos últimos 30 dias e não tem disponível. Excesso: acima do máximo ou com mais de ${cobertura} dias de cobertura.`,
  valorizacao: () => 'Hoje: unidades em mãos × custo médio. O período não se aplica.',
  parado: ({ semVenda }) => `Hoje: unidades em mãos sem venda na loja há ${semVenda} dias ou mais, ou nunca vendidas. O período não se aplica.`,
};

function SeletorDias({ rotulo, valor, opcoes, onChange }: { rotulo: string; valor: number; opcoes: readonly number[]; onChange: (d: number) => void }) {
  return (
    <TextField select size="small" variant="outlined" margin="none" fullWidth={false} label={rotulo} value={valor} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 170 }}>
      {opcoes.map((d) => (
        <MenuItem key={d} value={d}>
          {d} dias
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /estoque/relatorios-estoque: ABC curve, turnover and cover, stock-outs and excess, valuation and dead stock, each with a chart and its .xlsx. */
export default function TelaRelatorios() {
  const [params, setParams] = useSearchParams();
  const pedida = params.get('relatorio');
  const aba: RelatorioEstoque = RELATORIOS_ESTOQUE_IDS.find((r) => r === pedida) ?? 'abc';
  const [loja, setLoja] = useState<number | ''>('');
  const [familia, setFamilia] = useState<RegistroEscolhido | null>(null);
  const [de, setDe] = useState<Date | null>(null);
  const [ate, setAte] = useState<Date | null>(null);
  const [cobertura, setCobertura] = useState<number>(PADROES_RELATORIOS_ESTOQUE.diasCobertura);
  const [semVenda, setSemVenda] = useState<number>(PADROES_RELATORIOS_ESTOQUE.diasSemVenda);

  const inicio = de ? instanteSP(de, false) : undefined;
  const fim = ate ? instanteSP(ate, true) : undefined;
  const invertido = inicio !== undefined && fim !== undefined && inicio > fim;
  const comPeriodo = COM_PERIODO.includes(aba);
  // each report sends only what it reads, so changing the period does not refetch the valuation
  const consulta: ConsultaRelatorioEstoqueBody = {
    ...(loja ? { id_seller: loja } : {}),
    ...(familia ? { id_produto_base: familia.id } : {}),
    ...(comPeriodo && inicio !== undefined ? { de: inicio } : {}),
    ...(comPeriodo && fim !== undefined ? { ate: fim } : {}),
    ...(aba === 'rupturas' ? { dias_cobertura: cobertura } : {}),
    ...(aba === 'parado' ? { dias_sem_venda: semVenda } : {}),
  };
  const periodoValido = !(comPeriodo && invertido);
  const temFiltro = Boolean(loja || familia || de || ate);
  const limpar = () => {
    setLoja('');
    setFamilia(null);
    setDe(null);
    setAte(null);
  };
  const escolher = (r: RelatorioEstoque) =>
    setParams(
      (p) => {
        p.set('relatorio', r);
        return p;
      },
      { replace: true },
    );

  return (
    // one minmax(0, 1fr) column: a wide table scrolls in its own box instead of widening the page
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CabecalhoPagina titulo="Relatórios de estoque" trilha={[{ label: 'Estoque' }]} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} role="search" aria-label="Filtros dos relatórios">
        <FiltroLoja valor={loja} onChange={setLoja} />
        <Box sx={{ minWidth: 200, flex: '0 1 260px' }}>
          <BuscaNaBarra recurso="produtosBase" rotulo="Família" valor={familia} onChange={setFamilia} />
        </Box>
        {comPeriodo && <PeriodoFiltro de={de} ate={ate} onDe={setDe} onAte={setAte} invertido={invertido} />}
        {aba === 'rupturas' && <SeletorDias rotulo="Excesso acima de" valor={cobertura} opcoes={COBERTURAS} onChange={setCobertura} />}
        {aba === 'parado' && <SeletorDias rotulo="Sem venda há" valor={semVenda} opcoes={SEM_VENDA} onChange={setSemVenda} />}
        {temFiltro && <Button onClick={limpar}>Limpar filtros</Button>}
      </Paper>
      <Tabs value={aba} onChange={(_, v: RelatorioEstoque) => escolher(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Relatórios" sx={{ mb: 1 }}>
        {RELATORIOS_ESTOQUE_IDS.map((r) => (
          <Tab key={r} value={r} label={RELATORIOS_ESTOQUE[r]} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {EXPLICACAO[aba]({ cobertura, semVenda })}
      </Typography>
      <Box role="tabpanel" aria-label={RELATORIOS_ESTOQUE[aba]} sx={{ minWidth: 0 }}>
        {!periodoValido ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography>Corrija o período: a data final é anterior à inicial.</Typography>
          </Paper>
        ) : aba === 'abc' ? (
          <AbaAbc consulta={consulta} />
        ) : aba === 'giro' ? (
          <AbaGiro consulta={consulta} />
        ) : aba === 'rupturas' ? (
          <AbaRupturas consulta={consulta} diasCobertura={cobertura} />
        ) : aba === 'valorizacao' ? (
          <AbaValorizacao consulta={consulta} />
        ) : (
          <AbaParado consulta={consulta} dias={semVenda} />
        )}
      </Box>
    </Box>
  );
}
