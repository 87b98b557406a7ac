import { toast } from 'toast-kit';

// The in-app banner a web push shows while the page is open.
export function showBanner(notification, onOpen) {
  const banner = document.createElement('section');
  banner.className = 'banner';
  banner.setAttribute('data-id', notification.id || '');
  const title = document.createElement('h2');
  title.textContent = notification.title;
  banner.appendChild(title);
  if (notification.body) {
    const body = document.createElement('p');
    body.textContent = notification.body;
    banner.appendChild(body);
  }
  banner.addEventListener('click', () => {
    if (onOpen) onOpen(notification);
    banner.remove();
  });
  document.body.appendChild(banner);
  return banner;
}

export function confirmSubscribed() {
  return toast('Notifications on', { timeout: 2000 });
}

export const optedIn = () => window.localStorage.getItem('push-opt-in') === 'yes';
