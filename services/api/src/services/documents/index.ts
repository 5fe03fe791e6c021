export { exportDocumentsCsv } from './export-documents';
export { getDocument, listDocuments } from './list-documents';
