// A promise that answers with `answer()`'s value, computed when it is settled
// (LaunchAnswers.swift): at once, or at the launch of a quit app. Returns
// [promise, settle]; a throw of `answer` rejects the promise.
(function (answer) {
  let settle;
  const promise = new Promise((resolve, reject) => {
    settle = () => {
      try { resolve(answer()); } catch (e) { reject(e); }
    };
  });
  return [promise, settle];
})
