export { getDocument, listDocuments } from './list-documents';
