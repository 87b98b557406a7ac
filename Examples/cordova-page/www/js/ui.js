// Deferred: runs once the page is parsed, after the scripts above.
document.getElementById('clear').addEventListener('click', function () {
    document.getElementById('history').innerHTML = "";
    document.getElementById('title').innerText = "Waiting for a poll";
});
