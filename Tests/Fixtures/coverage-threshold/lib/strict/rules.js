exports.allowed = function (kind) {
  switch (kind) {
    case 'alert':
      return true;
    case 'badge':
      return true;
    default:
      return false;
  }
};
