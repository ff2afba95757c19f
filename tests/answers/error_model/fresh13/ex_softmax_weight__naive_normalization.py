# exercise: ex_softmax_weight
# mistake: 0.2278 is ω₂₂ divided by the plain sum of the scores (the book's naive normalization); the softmax weight exp(ω₂₂)/Σexp(ω₂ⱼ) is 0.2379.
# mistake_zh: 0.2278 是 ω₂₂ 除以分数之和（书中朴素的归一化）；softmax 权重 exp(ω₂₂)/Σexp(ω₂ⱼ) 是 0.2379。
# keywords: softmax, exp, normalization, 0.2379
ex_softmax_weight = 0.2278
