enum JSCorePlaceholder {}
