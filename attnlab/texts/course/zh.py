"""每项检查的分值、笔记本讲义和 Gradescope 自动评分器的中文字符串。"""

STRINGS: dict[str, str] = {
    "check.answer": "答案",
    "check.slip": "正确，或只差一个已知的错误",
    "check.values": "数值正确",
    "check.structure": "尺寸和头数正确",
    "check.sizes": "最小的 GPT-2（124M）的尺寸、设备和数据类型",
    "check.weights": "权重已转置复制",
    "check.output": "输出与 SelfAttention_v2 相同",
    "check.dropout": "没有 dropout",
    "check_status.passed": "通过",
    "check_status.failed": "未通过",
    "check_status.not_run": "未检查（前一项检查未通过）",
    "check.line": "{mark} {title}：{score} / {max_score}（{status}）",
    "exercises.checks": "检查项：{checks}",
    "exercises.check_item": "{title}（{points} 分）",
    "notebook.title": "# attnlab 练习",
    "notebook.intro": "在每道练习题目下方的代码单元格中作答并运行，然后运行其后的检查单元格：它用与 "
        "`attnlab grade` 相同的检查器为你的答案评分。如果本笔记本不在仓库目录中运行，请先安装本包"
        "（Colab：把下一个单元格中的命令放进代码单元格运行）。",
    "notebook.install": "只需运行一次（Colab，或未安装 attnlab 的 Jupyter）：安装 attnlab 和 CPU 版 "
        "PyTorch。",
    "notebook.exercise": "## {title}（{points} 分）",
    "notebook.unconfined": "此处无法隔离代码答案（{missing}）；按你的要求（unsafe=True），你自己的代码"
        "将在单独的进程中、在时间限制下不加隔离地运行。",
    "notebook.refused": "未评分：此处无法隔离代码答案（{missing}）。若要不加隔离地运行你自己的代码，"
        "请使用 notebook.check(..., unsafe=True)。",
    "notebook.unknown": "没有名为 {id!r} 的练习。现有练习：{choices}。",
    "gradescope.check_name": "{id}：{title} · {check}",
    "gradescope.not_reached": "未检查：本练习的前一项检查未通过。",
    "gradescope.passed": "通过。",
    "cli.gradescope_written": "已写出 Gradescope 自动评分器 {path}（{size} 字节，{n} 道练习，可见性 "
        "{visibility}）；请将它作为作业的自动评分器（zip 文件）上传。",
    "cli.notebook_written": "已写出笔记本讲义 {path}（{n} 道练习）。",
}
