"""Exercise ex_omega: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_omega.title": "“journey”与“Your”之间的分数 ω",
    "ex_omega.statement": "使用书中的嵌入，查询“journey”与键“Your”之间的注意力分数 ω₂₁ = x⁽²⁾ · "
        "x⁽¹⁾ 是多少？保留 4 位小数。",
    "ex_omega.hint.1": "对应坐标相乘再相加：0.55·0.43 + …",
    "ex_omega.self_score": "{got} 是 ω₂₂，即“journey”与自身的分数：ω₂₁ 是查询“journey”与键“Your”的点积 x⁽²⁾ · x⁽¹⁾。",
    "ex_omega.weight": "{got} 是 softmax 之后的权重 α₂₁；题目问的是 softmax 之前的原始分数 ω₂₁。",
    "ex_omega.normalised": "{got} 是 ω₂₁ 除以 journey 所有分数之和（书中第一种、最简单的归一化，"
        "得到和为 1 的权重）；题目问的是归一化之前的原始分数 ω₂₁ 本身，即 x⁽²⁾ · x⁽¹⁾。",
    "ex_omega.other_pair": "{got} 是 ω₁₁，即“Your”与自身的分数：ω₂₁ 是 x⁽²⁾ · x⁽¹⁾。",
}
