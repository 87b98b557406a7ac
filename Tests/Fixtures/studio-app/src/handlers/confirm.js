const api = {
  async confirm(orderId) {
    return { orderId, state: 'picked-up' };
  },
};

export async function confirmOrder({ notification }) {
  const result = await api.confirm(notification.data.orderId);
  console.log(`order ${result.orderId} confirmed`);
  return result;
}
