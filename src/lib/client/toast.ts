// Toasts without a framework: the header script and the islands share this. A toast queued before a
// redirect (sessionStorage) shows on the next page.
export interface Toast {
  title: string;
  message?: string;
  tone?: 'info' | 'success' | 'error';
}

const QUEUE_KEY = 'cooldraft.toasts';
const SHOW_MS = 6000;

function region(): HTMLElement {
  let element = document.getElementById('toasts');
  if (!element) {
    element = document.createElement('div');
    element.id = 'toasts';
    element.className = 'toasts';
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', 'Notifications');
    document.body.append(element);
  }
  return element;
}

export function showToast(toast: Toast): void {
  const item = document.createElement('div');
  item.className = `toast toast--${toast.tone ?? 'info'}`;
  item.setAttribute('role', toast.tone === 'error' ? 'alert' : 'status');
  const title = document.createElement('p');
  title.className = 'toast__title';
  title.textContent = toast.title;
  item.append(title);
  if (toast.message) {
    const message = document.createElement('p');
    message.className = 'toast__message';
    message.textContent = toast.message;
    item.append(message);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.textContent = '×';
  close.addEventListener('click', () => item.remove());
  item.append(close);
  region().append(item);
  window.setTimeout(() => item.remove(), toast.tone === 'error' ? SHOW_MS * 2 : SHOW_MS);
}

export function queueToast(toast: Toast): void {
  try {
    const queued = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as Toast[];
    sessionStorage.setItem(QUEUE_KEY, JSON.stringify([...queued, toast]));
  } catch {
    // storage unavailable: the toast is lost, the navigation still happens
  }
}

export function flushQueuedToasts(): void {
  try {
    const queued = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as Toast[];
    sessionStorage.removeItem(QUEUE_KEY);
    for (const toast of queued) showToast(toast);
  } catch {
    sessionStorage.removeItem(QUEUE_KEY);
  }
}
