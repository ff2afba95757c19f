"""Strings of the sandbox (why an answer was not graded, what protects the grader) in English."""

STRINGS: dict[str, str] = {
    "cli.layers": "code runs confined by: {layers}",
    "layer.seccomp": "a system-call filter (no files, no network, no other processes)",
    "layer.limits": "time and memory limits",
    "layer.landlock": "Landlock file rules (ABI {abi})",
    "layer.bubblewrap": "bubblewrap namespaces",
    "layer.own_uid": "a user id of its own",
    "exercises.protected": "Your code runs in a sandbox that only computes: {layers}. Reading or writing files, "
        "the network and other processes fail there.",
    "exercises.code_refused_local": "Code answers are off on this computer: it cannot confine code (missing: {missing}). "
        "To check your own code anyway, start the app with `python app.py --unsafe-no-sandbox` "
        "(never on an app that others can reach). Number and shape answers work as usual.",
    "exercises.code_needs_linux": "Code answers are checked only on Linux (the grader's sandbox needs it): on this "
        "computer, number and shape answers work, and every lesson does. To check code, use the "
        "hosted app or a Linux machine (WSL on Windows).",
    "exercises.code_broken": "Code answers are unavailable right now: the grader's sandbox did not start. This is "
        "the server's problem, not your answer's; number and shape answers still work.",
    "exercises.code_off": "Code answers cannot be checked here (see the note under the exercise).",
    "exercises.busy": "The grader is busy with other learners' code right now: your answer was not checked. "
        "Try again in a few seconds.",
    "exercises.still_running": "Your previous code check is still running: wait for its result, then check again.",
    "cli.on": "on",
    "cli.off": "off",
    "cli.refused": "this machine cannot confine submitted code (missing: {missing}); nothing was graded. "
        "Grade on Linux with these, or pass --unsafe-no-sandbox to grade your own code anyway.",
    "cli.unsafe": "WARNING: grading without full confinement (missing: {missing}), as asked by "
        "--unsafe-no-sandbox. Use it only for code you trust.",
    "exercises.code_limits_only": "On this machine your code runs in a separate process with time and memory limits "
        "only (missing: {missing}). That is fine for your own code on your own computer; an app "
        "that others can reach refuses code answers here.",
    "feedback.untouched": "Not answered yet: this is still the starter, which does nothing.",
    "feedback.budget": "Not graded: this submission used up its total time of {seconds} seconds on earlier "
        "answers.",
    "feedback.refused": "Not graded: this machine cannot confine submitted code (missing: {missing}). Run it "
        "on Linux with these, or, for your own code only, pass --unsafe-no-sandbox.",
    "feedback.too_large": "Your answer returned far more data than the exercise asks for.",
    # --- bounds in front of the app's queue (attnlab/ui/request_limits.py) ---
    "limits.body_too_large": "This request is larger than {limit} MB; the app's own page never sends that much.",
    "limits.too_many_waiting": "Too many of your requests are already waiting; wait for them to finish, then try "
        "again.",
    # --- the gates for costly work (attnlab/ui/code_gate.py) ---
    "gate.busy": "The server is busy with this kind of work for other learners right now: nothing was computed. "
        "Try again in a few seconds.",
    "gate.still_running": "Your previous request of this kind is still running: wait for its result, then try "
        "again.",
    "limits.no_such_route": "This app does not offer that.",
    "limits.too_many_files": "One file at a time: this request carries {count} files.",
    "limits.uploads_pending": "You have uploaded {limit} MB that the app has not opened yet; wait a few minutes, "
        "then try again.",
}
