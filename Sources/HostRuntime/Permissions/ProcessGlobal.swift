import Foundation
import JSCore

// A minimal Node-style `process` global (docs/permissions.md): `env` behind the env
// permission, `argv`, `platform`, `nextTick`, and an `exit` that explains itself.

extension Runtime {
    /// Adds `env`, `envKeys`, `mainFile` and `platform` to `host`, and defines
    /// `globalThis.process` over them unless something already did.
    func installProcessGlobal(on host: JSValue) {
        let environment = ProcessInfo.processInfo.environment
        host.defineFunction("env") { [unowned self] arguments in
            let name = arguments.first?.stringValue ?? ""
            do throws(PermissionDenied) {
                try options.permissions.checkEnv(name: name)
            } catch {
                onPermissionDenied?(error.message)
                throw JSThrownError(PermissionDenied.name, error.message)
            }
            return environment[name].map { JSValue(string: $0, in: context) }
        }
        host.defineFunction("envKeys") { [unowned self] _ in
            do throws(PermissionDenied) {
                try options.permissions.checkEnvAll()
            } catch {
                onPermissionDenied?(error.message)
                throw JSThrownError(PermissionDenied.name, error.message)
            }
            return try JSValue.array(environment.keys.sorted().map { JSValue(string: $0, in: context) }, in: context)
        }
        host.defineFunction("mainFile") { [unowned self] _ in JSValue(string: mainFile, in: context) }
        #if os(macOS)
        host["platform"] = JSValue(string: "darwin", in: context)
        #else
        host["platform"] = JSValue(string: "linux", in: context)
        #endif
        do {
            try context.evaluate(Self.processGlue, sourceURL: "jshost:prelude/process.js").call([host])
        } catch {
            report(.uncaughtException(error, entry: "prelude process.js"))
        }
    }

    static let processGlue = #"""
    (function (host) {
      'use strict';
      if (typeof globalThis.process !== 'undefined') return;

      // Reads and writes of process.env go through the env permission. Writes stay
      // in this runtime (the host's own environment is never changed).
      var written = Object.create(null);   // name -> string, or undefined when deleted
      function has(name) { return Object.prototype.hasOwnProperty.call(written, name); }
      function read(name) {
        if (has(name)) return written[name];
        return host.env(name);
      }
      function write(name, value) {
        host.env(name); // throws PermissionDenied unless the name is granted
        written[name] = String(value);
        return true;
      }
      var env = new Proxy(Object.create(null), {
        get: function (target, name) {
          if (typeof name === 'symbol') return undefined;
          // Object.prototype's methods (`hasOwnProperty`, `toString`…) are not variables.
          if (name in Object.prototype && !has(name)) return Object.prototype[name];
          return read(name);
        },
        has: function (target, name) {
          if (typeof name === 'symbol') return false;
          return read(name) !== undefined;
        },
        set: function (target, name, value) {
          if (typeof name === 'symbol') return false;
          return write(name, value);
        },
        defineProperty: function (target, name, descriptor) {
          if (typeof name === 'symbol') return false;
          return write(name, descriptor.value);
        },
        deleteProperty: function (target, name) {
          if (typeof name === 'symbol') return true;
          host.env(name);
          written[name] = undefined;
          return true;
        },
        ownKeys: function () {
          var keys = host.envKeys();
          for (var name in written) {
            var index = keys.indexOf(name);
            if (written[name] === undefined) { if (index >= 0) keys.splice(index, 1); }
            else if (index < 0) keys.push(name);
          }
          return keys;
        },
        getOwnPropertyDescriptor: function (target, name) {
          if (typeof name === 'symbol') return undefined;
          var value = read(name);
          if (value === undefined) return undefined;
          return { value: value, writable: true, enumerable: true, configurable: true };
        },
      });

      var argv;
      var process = {
        env: env,
        platform: host.platform,
        nextTick: function nextTick(callback) {
          if (typeof callback !== 'function') throw new TypeError('The "callback" argument must be of type function');
          var args = Array.prototype.slice.call(arguments, 1);
          queueMicrotask(function () { callback.apply(undefined, args); });
        },
        exit: function exit(code) {
          throw new Error('process.exit(' + (code === undefined ? '' : code) + ') is not supported by jshost: ' +
            'a run ends when no timer or request is pending; throw an error to fail it');
        },
      };
      // ['jshost', <main script>], made when first read (the main file is known by then).
      Object.defineProperty(process, 'argv', {
        get: function () { if (argv === undefined) argv = ['jshost', host.mainFile()]; return argv; },
        set: function (value) { argv = value; },
        enumerable: true, configurable: true,
      });
      Object.defineProperty(process, Symbol.toStringTag, { value: 'process', configurable: true });
      Object.defineProperty(globalThis, 'process', { value: process, writable: true, configurable: true, enumerable: false });
    })
    """#
}
