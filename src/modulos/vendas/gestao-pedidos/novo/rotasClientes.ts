import { z } from 'zod/mini';
import { esquemaConsulta, esquemaCriacao, RegistroBase } from '@retaguarda/contrato/recursos/esquemas';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';

/** The client register's search and creation as the new order calls them, with the answers it reads (the engine's routes carry none). */
const rotas = rotasDoRecurso(clientes);
export const consultaClientes = { ...rotas.consulta, corpo: esquemaConsulta(clientes), resposta: z.object({ RES: z.array(RegistroBase) }) };
export const criacaoCliente = { ...rotas.criar, corpo: esquemaCriacao(clientes), resposta: z.object({ RES: RegistroBase }) };
