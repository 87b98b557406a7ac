// The poll category and the page's own helpers: top-level declarations of a
// classic script, seen by the scripts the page loads after this one.
var pollCategory = {
    id: pollSettings.category,
    actions: [
        { id: pollSettings.yes, title: "Accept", mode: 1, destructive: false, authenticationRequired: true },
        { id: pollSettings.no, title: "Decline", mode: 0, destructive: true, authenticationRequired: false }
    ],
    defaultContextActions: [pollSettings.yes, pollSettings.no],
    minimalContextActions: [pollSettings.yes, pollSettings.no]
};

function showVote(pollId, vote) {
    document.getElementById('title').innerText = vote === "yes" ? "Accepted" : "Declined";
    var item = document.createElement('li');
    item.className = "vote " + vote;
    item.textContent = pollId + ": " + vote;
    document.getElementById('history').appendChild(item);
}
