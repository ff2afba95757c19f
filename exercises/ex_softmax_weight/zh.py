"""Exercise ex_softmax_weight: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_softmax_weight.title": "“journey”对自身的 softmax 权重",
    "ex_softmax_weight.statement": "查询是“journey”。它的六个注意力分数是书中嵌入的原始点积 ω₂ⱼ "
        "= x⁽²⁾ · x⁽ʲ⁾（不做投影，也不缩放）。对这六个分数做 softmax 之后，"
        "“journey”给自己的权重 α₂₂ 是多少？保留 4 位小数。",
    "ex_softmax_weight.hint.1": "先算出六个分数 x⁽²⁾ · x⁽ʲ⁾，再计算 exp(ω₂₂) / Σ exp(ω₂ⱼ)。",
    "ex_softmax_weight.sum_normalised": "{got} 是 ω₂₂ 除以分数之和：这是按和归一化。softmax 是用 exp(ω₂₂) 除以 Σ exp(ω₂ⱼ)。",
    "ex_softmax_weight.scaled": "{got} 来自在 softmax 之前除以 √3（sqrt(3)）的分数：这里的分数是原始点积，不做缩放。",
    "ex_softmax_weight.score": "{got} 就是分数 ω₂₂ 本身：请对六个分数做 softmax。",
    'ex_softmax_weight.one_hot': '{got} 把全部权重都给了一个词元，就像 argmax（独热的选择）或只对一个分数做 softmax 那样：softmax 把权重分给全部六个词元，exp(ω₂₂) / Σⱼ exp(ω₂ⱼ) 要对每个分数 ω₂ⱼ 求和，所以这里没有哪个权重是 1。',
    "ex_softmax_weight.other_key": "{got} 是给“Your”的权重 α₂₁：题目问的是 α₂₂，即“journey”给自己的权重。",
}
