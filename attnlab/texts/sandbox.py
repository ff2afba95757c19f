"""Strings of the sandbox: why an answer was not graded, and what protects the grader."""

STRINGS = {
    "cli.layers": {
        "en": "code runs confined by: {layers}",
        "zh": "代码运行时的隔离措施：{layers}",
    },
    "layer.seccomp": {
        "en": "a system-call filter (no files, no network, no other processes)",
        "zh": "系统调用过滤（不能访问文件、网络或其他进程）",
    },
    "layer.limits": {"en": "time and memory limits", "zh": "时间与内存限制"},
    "layer.landlock": {"en": "Landlock file rules (ABI {abi})", "zh": "Landlock 文件访问规则（ABI {abi}）"},
    "layer.bubblewrap": {"en": "bubblewrap namespaces", "zh": "bubblewrap 命名空间"},
    "layer.own_uid": {"en": "a user id of its own", "zh": "独立的用户 ID"},
    "exercises.protected": {
        "en": "Your code runs in a sandbox that only computes: {layers}. Reading or writing files, "
        "the network and other processes fail there.",
        "zh": "你的代码在一个只能计算的沙箱中运行：{layers}。在其中读写文件、联网或访问其他进程都会失败。",
    },
    "exercises.code_refused_local": {
        "en": "Code answers are off on this computer: it cannot confine code (missing: {missing}). "
        "To check your own code anyway, start the app with `python app.py --unsafe-no-sandbox` "
        "(never on an app that others can reach). Number and shape answers work as usual.",
        "zh": "这台电脑上已关闭代码答案：它无法隔离代码（缺少：{missing}）。如果只是检查你自己的代码，"
        "可以用 `python app.py --unsafe-no-sandbox` 启动应用（切勿用于他人可访问的应用）。数字和形状类答案照常可用。",
    },
    "exercises.code_needs_linux": {
        "en": "Code answers are checked only on Linux (the grader's sandbox needs it): on this "
        "computer, number and shape answers work, and every lesson does. To check code, use the "
        "hosted app or a Linux machine (WSL on Windows).",
        "zh": "代码答案只能在 Linux 上检查（评分器的沙箱需要 Linux）：在这台电脑上，数字和形状类答案以及所有课程都可以正常使用。"
        "要检查代码，请使用在线托管的应用或一台 Linux 机器（Windows 上可用 WSL）。",
    },
    "exercises.code_broken": {
        "en": "Code answers are unavailable right now: the grader's sandbox did not start. This is "
        "the server's problem, not your answer's; number and shape answers still work.",
        "zh": "代码答案暂时不可用：评分器的沙箱没有启动。这是服务器的问题，与你的答案无关；数字和形状类答案仍可使用。",
    },
    "exercises.code_off": {
        "en": "Code answers cannot be checked here (see the note under the exercise).",
        "zh": "这里无法检查代码答案（见练习下方的说明）。",
    },
    "exercises.busy": {
        "en": "The grader is busy with other learners' code right now: your answer was not checked. "
        "Try again in a few seconds.",
        "zh": "评分器正忙于检查其他同学的代码，你的答案还没有被检查。请过几秒钟再试。",
    },
    "exercises.still_running": {
        "en": "Your previous code check is still running: wait for its result, then check again.",
        "zh": "你上一次的代码检查还在运行：请等它出结果后再检查。",
    },
    "cli.on": {"en": "on", "zh": "开启"},
    "cli.off": {"en": "off", "zh": "关闭"},
    "cli.refused": {
        "en": "this machine cannot confine submitted code (missing: {missing}); nothing was graded. "
        "Grade on Linux with these, or pass --unsafe-no-sandbox to grade your own code anyway.",
        "zh": "这台机器无法隔离提交的代码（缺少：{missing}），因此没有评分。请在具备这些功能的 Linux 上评分；"
        "如果只是给自己的代码评分，可以加上 --unsafe-no-sandbox。",
    },
    "cli.unsafe": {
        "en": "WARNING: grading without full confinement (missing: {missing}), as asked by "
        "--unsafe-no-sandbox. Use it only for code you trust.",
        "zh": "警告：按 --unsafe-no-sandbox 的要求，在没有完整隔离的情况下评分（缺少：{missing}）。"
        "只对你信任的代码这样做。",
    },
    "exercises.code_limits_only": {
        "en": "On this machine your code runs in a separate process with time and memory limits "
        "only (missing: {missing}). That is fine for your own code on your own computer; an app "
        "that others can reach refuses code answers here.",
        "zh": "在这台机器上，你的代码只在一个带有时间和内存限制的独立进程中运行（缺少：{missing}）。"
        "在自己的电脑上运行自己的代码没有问题；可被他人访问的应用在这里会拒绝代码答案。",
    },
    "feedback.untouched": {
        "en": "Not answered yet: this is still the starter, which does nothing.",
        "zh": "尚未作答：这仍是起始模板，它什么也不做。",
    },
    "feedback.budget": {
        "en": "Not graded: this submission used up its total time of {seconds} seconds on earlier "
        "answers.",
        "zh": "未评分：这份提交在前面的答案上已经用完了总共 {seconds} 秒的时间。",
    },
    "feedback.refused": {
        "en": "Not graded: this machine cannot confine submitted code (missing: {missing}). Run it "
        "on Linux with these, or, for your own code only, pass --unsafe-no-sandbox.",
        "zh": "未评分：这台机器无法隔离提交的代码（缺少：{missing}）。请在具备这些功能的 Linux 上运行；"
        "如果只是给自己的代码评分，可以加上 --unsafe-no-sandbox。",
    },
    "feedback.too_large": {
        "en": "Your answer returned far more data than the exercise asks for.",
        "zh": "你的答案返回的数据远远超出了这道题的需要。",
    },
    # --- bounds in front of the app's queue (attnlab/ui/request_limits.py) ---
    "limits.body_too_large": {
        "en": "This request is larger than {limit} MB; the app's own page never sends that much.",
        "zh": "这个请求超过了 {limit} MB；应用自己的页面从不会发送这么多数据。",
    },
    "limits.too_many_waiting": {
        "en": "Too many of your requests are already waiting; wait for them to finish, then try "
        "again.",
        "zh": "你已有太多请求在排队；请等它们完成后再试。",
    },
}
