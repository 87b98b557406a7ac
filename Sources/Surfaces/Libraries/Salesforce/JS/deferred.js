// A promise and the functions that settle it, for natives that answer later
// (SalesforceSurface.swift): returns [promise, resolve, reject].
(function () { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b; }); return [promise, resolve, reject]; })
