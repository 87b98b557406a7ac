export const later = () => 'dep ok';
