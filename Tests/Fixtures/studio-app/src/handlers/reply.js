export default function replyToCourier({ notification, userText }) {
  console.log(`to courier of ${notification.data.orderId}: ${userText}`);
  return { sent: userText };
}
