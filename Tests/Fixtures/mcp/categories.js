// Registers one category with two actions through jshost's neutral API.
import { setCategories } from 'jshost';

setCategories([
  {
    id: 'chat',
    actions: [
      { id: 'reply', title: 'Reply', textInput: { buttonTitle: 'Send', placeholder: 'Reply…' } },
      { id: 'mute', title: 'Mute', destructive: true },
    ],
  },
]);
