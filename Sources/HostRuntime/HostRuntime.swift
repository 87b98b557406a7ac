import JSCore
