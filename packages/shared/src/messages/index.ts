export { MSG, fillMessage, type MessageArea } from './msg.ts';
export { authTexts, commonTexts } from './accounts.ts';
export { TOKEN_STATUS_TEXT, isTokenStatusText, type TokenStatusText } from './server.ts';
export * from './labels.ts';
