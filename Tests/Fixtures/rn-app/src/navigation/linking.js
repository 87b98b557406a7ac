export const linkFor = (chatId) => `https://fixture.example/chat/${chatId}`;
