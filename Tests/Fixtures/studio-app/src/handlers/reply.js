export default function replyToCourier({ notification, userText }) {
  if (!userText) throw new Error(`empty message for the courier of ${notification.data.orderId}`);
  console.log(`to courier of ${notification.data.orderId}: ${userText}`);
  return { sent: userText };
}
