export { MSG, fillMessage, type MessageArea } from './msg.ts';
export { authTexts, commonTexts } from './first-texts.ts';
export { TOKEN_STATUS_TEXT, isTokenStatusText, type TokenStatusText } from './token-status.ts';
export * from './labels.ts';
