import { showBanner, confirmSubscribed, optedIn } from '../src/banner';

const track = jest.fn(() => 'tracked');

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('banner', () => {
  it('renders the title and body into the page', () => {
    showBanner({ id: 'n1', title: 'Flash sale', body: 'Ends tonight' });
    expect(document.querySelector('.banner h2').textContent).toBe('Flash sale');
    expect(document.querySelector('.banner p').textContent).toBe('Ends tonight');
    expect(document.querySelectorAll('section')).toHaveLength(1);
  });

  it('calls the handler and goes away when clicked', () => {
    const onOpen = jest.fn();
    const banner = showBanner({ id: 'n2', title: 'Reply' }, onOpen);
    banner.click();
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'n2' }));
    expect(document.querySelector('.banner')).toBeNull();
  });

  it('a dispatched click event reaches the handler too', () => {
    const onOpen = jest.fn();
    showBanner({ title: 'Event' }, onOpen);
    document.querySelector('.banner').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('jsdom environment', () => {
  it('starts on a blank page at http://localhost/', () => {
    expect(window.location.href).toBe('http://localhost/');
    expect(document.body.children).toHaveLength(0);
    expect(document.head).not.toBeNull();
  });

  it('keeps the opt-in in localStorage', () => {
    window.localStorage.setItem('push-opt-in', 'yes');
    expect(optedIn()).toBe(true);
  });

  it('window and document are globals', () => {
    expect(typeof window).toBe('object');
    expect(window.document).toBe(document);
  });
});

describe('a package compiled because transformIgnorePatterns lets it through', () => {
  it('shows the toast, removed by its timer', () => {
    jest.useFakeTimers();
    confirmSubscribed();
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    jest.advanceTimersByTime(2000);
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
    jest.useRealTimers();
  });
});

describe('resetMocks', () => {
  it('takes away the implementation jest.fn was made with', () => {
    expect(track()).toBeUndefined();
  });

  it('and the calls of the test before', () => {
    track('a');
    expect(track).toHaveBeenCalledTimes(1);
  });
});
