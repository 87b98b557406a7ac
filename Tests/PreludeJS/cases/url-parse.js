const cases = [
  ['https://user:pa ss@EXAMPLE.com:443/a/./b/../c/%7e?q=a b&x=é#frag ment'],
  ['HTTP://example.COM:80/'], ['http://example.com:8080'], ['ws://h:80/x'], ['wss://h:443'], ['ftp://h:21/f'],
  ['http://a/b/c/d;p?q', undefined],
  ['g', 'http://a/b/c/d;p?q'], ['./g', 'http://a/b/c/d;p?q'], ['g/', 'http://a/b/c/d;p?q'], ['/g', 'http://a/b/c/d;p?q'],
  ['//g', 'http://a/b/c/d;p?q'], ['?y', 'http://a/b/c/d;p?q'], ['g?y', 'http://a/b/c/d;p?q'], ['#s', 'http://a/b/c/d;p?q'],
  ['g#s', 'http://a/b/c/d;p?q'], ['', 'http://a/b/c/d;p?q'], ['.', 'http://a/b/c/d;p?q'], ['./', 'http://a/b/c/d;p?q'],
  ['..', 'http://a/b/c/d;p?q'], ['../', 'http://a/b/c/d;p?q'], ['../g', 'http://a/b/c/d;p?q'], ['../..', 'http://a/b/c/d;p?q'],
  ['../../../../g', 'http://a/b/c/d;p?q'], ['/./g', 'http://a/b/c/d;p?q'], ['g.', 'http://a/b/c/d;p?q'], ['..g', 'http://a/b/c/d;p?q'],
  ['g;x=1/../y', 'http://a/b/c/d;p?q'], ['http:g', 'http://a/b/c/d;p?q'], ['https:g', 'http://a/b/c/d;p?q'],
  ['\\\\x\\y', 'http://a/b'], ['/%2e%2E/x', 'http://a/b/c'], ['  http://a/ b  '], ['ht\ntp://a\t/b'],
  ['mailto:Joe@Example.COM?subject=hi there'], ['tel:+1-555 0100'], ['myapp://deep/link/./x?id=1#top'], ['myapp://Host:99/p'],
  ['myapp:/only/path'], ['myapp:rel'], ['javascript:alert(1)'], ['data:text/plain,hello world'], ['urn:isbn:0451450523'],
  ['x', 'mailto:a@b'], ['#f', 'mailto:a@b'], ['about:blank'], ['blob:https://a.com:444/uuid'],
  ['file:///C:/dir/../file.txt'], ['file:///etc/passwd'], ['file://localhost/etc'], ['file://host/share/x'], ['file:c:\\windows'],
  ['file.txt', 'file:///dir/sub/'], ['/x', 'file:///C:/a/b'], ['..', 'file:///C:/'], ['file:'], ['file:?q#h'],
  ['http://[::1]/'], ['http://[2001:db8::ff00:42:8329]:8080/'], ['http://[0:0:0:0:0:ffff:192.168.0.1]/'], ['http://[1:2:3:4:5:6:7:8]/'],
  ['http://192.168.0.257/'], ['http://0x7f.0.0.1/'], ['http://0177.1/'], ['http://4294967295/'], ['http://4294967296/'], ['http://1.2.3.4.5/'],
  ['http://1.2.3.09/'], ['http://example.0x/'], ['http://a.1/'], ['http://münchen.DE/'], ['http://xn--mnchen-3ya.de/'], ['http://例え.テスト/'],
  ['http://%41.com/'], ['http://a%2Fb.com/'], ['http://a b/'], ['http://a<b/'], ['http://[::1/'], ['http://[::1::2]/'], ['http:///x'], ['http://'],
  ['http://user@/x'], ['http://@x.com/'], ['http://a:b@c:d@e.com/'], ['http://x.com:65535/'], ['http://x.com:65536/'], ['http://x.com:12a/'],
  ['http://x.com:0080/'], ['non-special://x.com:0080/'], ['sc://ñ/'], ['sc://%/'], ['sc://a b/'], ['sc://@/'], ['sc:///x'], ['sc://'],
  ['foo'], [''], ['//x', 'http://a'], ['//x', 'sc://a/b'], ['/y', 'sc://a/b'], ['y', 'sc:opaque'], ['http://a/\u{1F600}?\u{1F600}#\u{1F600}'],
  ['http://a/%zz%41'], ['http://a/?%zz'], ['http://a/b\\c'], ['sc://a/b\\c'], ['http://a/?a=\'b\'', undefined], ['sc://a/?a=\'b\''],
  ['http://a/path#frag#more'], ['http://EXAMPLE.com./'], ['https://a.com?'], ['https://a.com#'], ['http://a/b/../../..'],
  ['http:/example.com/'], ['http:example.com/'], ['https:example.com/', 'https://other/x'], ['\u0000http://a/\u001f'],
];
for (const [input, base] of cases) {
  let line;
  try {
    const u = base === undefined ? new URL(input) : new URL(input, base);
    line = [u.href, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, u.origin].join(' | ');
  } catch (e) { line = `${e.name}: ${e.message} (${e.code})`; }
  console.log(JSON.stringify(input), base === undefined ? '' : JSON.stringify(base), '=>', JSON.stringify(line));
}
console.log(URL.canParse('http://x'), URL.canParse('nope'), URL.canParse('/x', 'http://a'), URL.parse('nope'), String(URL.parse('x', 'http://a/b')));
console.log(JSON.stringify({ u: new URL('http://a/b') }), `${new URL('http://a')}`);
