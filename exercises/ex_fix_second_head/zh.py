"""Exercise ex_fix_second_head: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_fix_second_head.title": "找 bug：第二个头",
    "ex_fix_second_head.statement": "一位学习者逐个头地计算分数，想验证它们与批量计算的 `a @ "
        "a.transpose(2, 3)` 相同，但第二个头的数值与批量结果对不上。修复 "
        "`ex_fix_second_head(a)`，使它对形状为 (1, h, n, d)、头数 h 任意的 `a`，返回堆叠成 (h, "
        "n, n) 的逐头分数，并且与批量结果相等。{device_rule}",
    "ex_fix_second_head.hint.1": "把两个头的输入都打印出来：它们真的是 a 的不同切片吗？",
    "ex_fix_second_head.hint.2": "a 的哪一维是头的下标？然后让它适用于任意 h，而不只是两个头。",
}
