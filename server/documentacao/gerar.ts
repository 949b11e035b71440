/** `npm run api:docs`: writes docs/openapi.json from the app's routes and the contract's schemas. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ARQUIVO_DO_DOCUMENTO } from '../modulos/documentacao';
import { documentoDoApp } from './documentoDoApp';
import { textoDoDocumento } from './openapi';

const documento = await documentoDoApp();
writeFileSync(ARQUIVO_DO_DOCUMENTO, textoDoDocumento(documento));
console.log(`${fileURLToPath(ARQUIVO_DO_DOCUMENTO)}: ${Object.keys(documento.paths).length} caminhos.`);
