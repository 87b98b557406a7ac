// Types only: nothing of this file is left at run time.
export interface NotificationProps {
  id: string;
  title: string;
}
export type Channel = 'orders' | 'chat';
