"""Exercise ex_fix_second_head: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_fix_second_head.title": "找 bug：第二个头",
    "ex_fix_second_head.statement": "一位学习者逐个头地计算分数，想验证它们与批量计算的 `a @ "
        "a.transpose(2, 3)` 相同，但第二个头的数值与批量结果对不上。修复 "
        "`ex_fix_second_head(a)`，使它对形状为 (1, h, n, d)、头数 h 任意的 `a`，返回堆叠成 (h, "
        "n, n) 的逐头分数，并且与批量结果相等。{device_rule}",
    "ex_fix_second_head.hint.1": "把两个头的输入都打印出来：它们真的是 a 的不同切片吗？",
    "ex_fix_second_head.hint.2": "a 的哪一维是头的下标？然后让它适用于任意 h，而不只是两个头。",
    "ex_fix_second_head.same_head": "你的第二个头与第一个头相同：第二个头是 a[0, 1]，而不是 a[0, 0]。",
    "ex_fix_second_head.two_heads": "第二个头现在对了，但这个函数只能处理两个头：请为 a 的每一个头各算一个结果，再堆叠起来。",
    "ex_fix_second_head.wrong_side": "你算的是 headᵀ @ head，形状为 (d, d)：转置放错了一边。两个操作数的顺序决定形状：一个头的分数是 head @ headᵀ，形状为 (n, n)，每个词元一行。",
}
