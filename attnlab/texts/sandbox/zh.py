"""Strings of the sandbox (why an answer was not graded, what protects the grader) in Simplified
Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "cli.layers": "代码运行时的隔离措施：{layers}",
    "layer.seccomp": "系统调用过滤（不能访问文件、网络或其他进程）",
    "layer.limits": "时间与内存限制",
    "layer.landlock": "Landlock 文件访问规则（ABI {abi}）",
    "layer.bubblewrap": "bubblewrap 命名空间",
    "layer.own_uid": "独立的用户 ID",
    "exercises.protected": "你的代码在一个只能计算的沙箱中运行：{layers}。在其中读写文件、联网或访问其他进程都会失败。",
    "exercises.code_refused_local": "这台电脑上已关闭代码答案：它无法隔离代码（缺少：{missing}）。如果只是检查你自己的代码，"
        "可以用 `python app.py --unsafe-no-sandbox` 启动应用（切勿用于他人可访问的应用）。数字和形状类答案照常可用。",
    "exercises.code_needs_linux": "代码答案只能在 Linux 上检查（评分器的沙箱需要 Linux）：在这台电脑上，数字和形状类答案以及所有课程都可以正常使用。"
        "要检查代码，请使用在线托管的应用或一台 Linux 机器（Windows 上可用 WSL）。",
    "exercises.code_broken": "代码答案暂时不可用：评分器的沙箱没有启动。这是服务器的问题，与你的答案无关；数字和形状类答案仍可使用。",
    "exercises.code_off": "这里无法检查代码答案（见练习下方的说明）。",
    "exercises.busy": "评分器正忙于检查其他同学的代码，你的答案还没有被检查。请过几秒钟再试。",
    "exercises.still_running": "你上一次的代码检查还在运行：请等它出结果后再检查。",
    "cli.on": "开启",
    "cli.off": "关闭",
    "cli.refused": "这台机器无法隔离提交的代码（缺少：{missing}），因此没有评分。请在具备这些功能的 Linux 上评分；"
        "如果只是给自己的代码评分，可以加上 --unsafe-no-sandbox。",
    "cli.unsafe": "警告：按 --unsafe-no-sandbox 的要求，在没有完整隔离的情况下评分（缺少：{missing}）。"
        "只对你信任的代码这样做。",
    "exercises.code_limits_only": "在这台机器上，你的代码只在一个带有时间和内存限制的独立进程中运行（缺少：{missing}）。"
        "在自己的电脑上运行自己的代码没有问题；可被他人访问的应用在这里会拒绝代码答案。",
    "feedback.untouched": "尚未作答：这仍是起始模板，它什么也不做。",
    "feedback.budget": "未评分：这份提交在前面的答案上已经用完了总共 {seconds} 秒的时间。",
    "feedback.refused": "未评分：这台机器无法隔离提交的代码（缺少：{missing}）。请在具备这些功能的 Linux 上运行；"
        "如果只是给自己的代码评分，可以加上 --unsafe-no-sandbox。",
    "feedback.too_large": "你的答案返回的数据远远超出了这道题的需要。",
    # --- bounds in front of the app's queue (attnlab/ui/request_limits.py) ---
    "limits.body_too_large": "这个请求超过了 {limit} MB；应用自己的页面从不会发送这么多数据。",
    "limits.too_many_waiting": "你已有太多请求在排队；请等它们完成后再试。",
    # --- the gates for costly work (attnlab/ui/code_gate.py) ---
    "gate.busy": "服务器正忙于为其他同学做这类计算，这次什么也没有计算。请过几秒钟再试。",
    "gate.still_running": "你上一次的同类请求还在运行：请等它出结果后再试。",
    "limits.no_such_route": "这个应用不提供这项功能。",
    "limits.too_many_files": "一次只能上传一个文件：这个请求带了 {count} 个文件。",
    "limits.uploads_pending": "你上传的 {limit} MB 文件应用还没有打开；请等几分钟再试。",
}
