// XMLHttpRequest (XHR Standard) over the runtime's fetch, so a request needs the same
// `--allow-net` permission as fetch. A page's own files (a relative or file: URL, as a
// Cordova WebView serves www/) are read from the page's folder (outside it, --allow-read):
// status 200, or 404 when missing. Synchronous requests work for the page's files only.
(function (dom) {
  'use strict';
  const { native, hidden, EventTarget, defineHandlers, ProgressEvent, Event, NotSupportedError, domException } = dom;

  const statusTexts = { 200: 'OK', 201: 'Created', 204: 'No Content', 301: 'Moved Permanently', 302: 'Found', 304: 'Not Modified',
    400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };
  const events = ['readystatechange', 'loadstart', 'progress', 'load', 'error', 'abort', 'timeout', 'loadend'];

  class XMLHttpRequestUpload extends EventTarget {}
  defineHandlers(XMLHttpRequestUpload.prototype, events.slice(1));

  class XMLHttpRequest extends EventTarget {
    constructor() {
      super();
      hidden(this, '_state', { readyState: 0, headers: {}, response: null, status: 0, statusText: '', responseHeaders: [], text: '', url: '', send: false, id: 0 });
      this.responseType = '';
      this.timeout = 0;
      this.withCredentials = false;
      hidden(this, 'upload', new XMLHttpRequestUpload());
    }
    get readyState() { return this._state.readyState; }
    get status() { return this._state.status; }
    get statusText() { return this._state.statusText; }
    get responseURL() { return this._state.readyState >= 2 ? this._state.url : ''; }
    get responseText() {
      if (this.responseType !== '' && this.responseType !== 'text') throw domException('InvalidStateError', "Failed to read the 'responseText' property from 'XMLHttpRequest': The value is only accessible if the object's 'responseType' is '' or 'text' (was '" + this.responseType + "').");
      return this._state.readyState >= 3 ? this._state.text : '';
    }
    get response() {
      const s = this._state;
      if (this.responseType === '' || this.responseType === 'text') return this.responseText;
      if (s.readyState !== 4) return null;
      if (this.responseType === 'json') { try { return JSON.parse(s.text); } catch (e) { return null; } }
      return s.response;
    }
    get responseXML() { return null; }
    open(method, url, async, user, password) {
      const s = this._state;
      s.id++;
      s.method = String(method).toUpperCase();
      s.url = new URL(String(url), dom.document ? dom.document.URL : undefined).href;
      s.async = async === undefined ? true : !!async;
      s.headers = {};
      s.send = false;
      Object.assign(s, { status: 0, statusText: '', responseHeaders: [], text: '', response: null });
      this._change(1);
    }
    setRequestHeader(name, value) {
      if (this._state.readyState !== 1 || this._state.send) throw domException('InvalidStateError', "Failed to execute 'setRequestHeader' on 'XMLHttpRequest': The object's state must be OPENED.");
      const key = String(name);
      this._state.headers[key] = key in this._state.headers ? this._state.headers[key] + ', ' + value : String(value);
    }
    overrideMimeType() {}
    getResponseHeader(name) {
      const wanted = String(name).toLowerCase();
      const values = this._state.responseHeaders.filter(([k]) => k === wanted).map(([, v]) => v);
      return this._state.readyState >= 2 && values.length ? values.join(', ') : null;
    }
    getAllResponseHeaders() {
      return this._state.readyState >= 2 ? this._state.responseHeaders.map(([k, v]) => k + ': ' + v + '\r\n').join('') : '';
    }
    send(body) {
      const s = this._state;
      if (s.readyState !== 1 || s.send) throw domException('InvalidStateError', "Failed to execute 'send' on 'XMLHttpRequest': The object's state must be OPENED.");
      s.send = true;
      const id = s.id;
      const local = /^file:/i.test(s.url);
      if (!s.async && !local) throw new NotSupportedError('a synchronous XMLHttpRequest to ' + s.url + ' (use an asynchronous one)');
      this._fire('loadstart', ProgressEvent);
      if (local) {
        const read = () => {
          const text = native.readPageFile(s.url);
          if (text === false) return this._fail('error');  // outside the page's folder: denied, and reported
          this._finish(text === null ? 404 : 200, [['content-type', /\.json$/i.test(s.url) ? 'application/json' : /\.html?$/i.test(s.url) ? 'text/html' : 'text/plain']], text || '', null);
        };
        if (s.async) setTimeout(() => { if (s.id === id) read(); }, 0); else read();
        return;
      }
      if (this.timeout > 0) setTimeout(() => { if (s.id === id && s.readyState !== 4) { s.id++; this._fail('timeout'); } }, this.timeout);
      const init = { method: s.method, headers: s.headers };
      if (body !== undefined && body !== null && s.method !== 'GET' && s.method !== 'HEAD') init.body = body;
      fetch(s.url, init).then(async (response) => {
        if (s.id !== id) return;
        const headers = [];
        response.headers.forEach((v, k) => headers.push([k.toLowerCase(), v]));
        let text = '', binary = null;
        if (this.responseType === 'arraybuffer') { binary = await response.arrayBuffer(); }
        else if (this.responseType === 'blob' && typeof response.blob === 'function') { binary = await response.blob(); }
        else text = await response.text();
        if (s.id !== id) return;
        this._finish(response.status, headers, text, binary, response.statusText);
      }, () => { if (s.id === id) this._fail('error'); });
    }
    abort() {
      const s = this._state;
      if (s.send && s.readyState !== 4) { s.id++; this._fail('abort'); }
      s.readyState = 0;
    }
    _change(state) { this._state.readyState = state; dom.dispatch(this, new Event('readystatechange')); }
    _fire(type, Kind, init) { dom.dispatch(this, new (Kind || Event)(type, init)); }
    _finish(status, headers, text, binary, statusText) {
      const s = this._state;
      Object.assign(s, { status, statusText: statusText || statusTexts[status] || '', responseHeaders: headers, text, response: binary });
      this._change(2);
      this._change(3);
      this._fire('progress', ProgressEvent, { lengthComputable: true, loaded: text.length, total: text.length });
      this._change(4);
      this._fire('load', ProgressEvent, { lengthComputable: true, loaded: text.length, total: text.length });
      this._fire('loadend', ProgressEvent, { lengthComputable: true, loaded: text.length, total: text.length });
    }
    // A network error (a denied one too: fetch reported it), abort or timeout: status 0 and the matching event.
    _fail(type) {
      const s = this._state;
      Object.assign(s, { status: 0, statusText: '', responseHeaders: [], text: '', response: null });
      this._change(4);
      this._fire(type, ProgressEvent);
      this._fire('loadend', ProgressEvent);
    }
  }
  Object.assign(XMLHttpRequest, { UNSENT: 0, OPENED: 1, HEADERS_RECEIVED: 2, LOADING: 3, DONE: 4 });
  defineHandlers(XMLHttpRequest.prototype, events);

  Object.assign(dom, { XMLHttpRequest, XMLHttpRequestUpload });
})
