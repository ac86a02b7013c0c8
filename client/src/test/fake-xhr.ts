/** A stand-in for XMLHttpRequest in jsdom: records each request and lets a test answer it. */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }

  /** Installs the fake as window.XMLHttpRequest; returns the function that restores the real one. */
  static install(): () => void {
    const real = window.XMLHttpRequest;
    FakeXhr.requests = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    return () => {
      window.XMLHttpRequest = real;
    };
  }
}

export const uploaded = (name: string) => ({
  data: {
    uploadImage: {
      small: `/uploads/${name}-small.webp`,
      medium: `/uploads/${name}-medium.webp`,
      original: `/uploads/${name}-original.webp`,
    },
  },
});
