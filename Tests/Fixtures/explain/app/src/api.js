// Stands in for the app's API client.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function respondToInvite(eventId, answer) {
  await sleep(100);
  return { eventId, answer };
}
