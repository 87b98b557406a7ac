export const linkFor = (chatId) => `fixture://chat/${chatId}`;
