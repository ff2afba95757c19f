# exercise: ex_softmax_weight
# mistake: The learner normalised by the plain sum, ω₂₂ / Σⱼ ω₂ⱼ = 1.4950 / 6.5617 ≈ 0.2278 (the book's first, naive normalisation); softmax divides exp(ω₂₂) by Σⱼ exp(ω₂ⱼ), giving 0.2379.
# mistake_zh: 学习者用普通的和做归一化：ω₂₂ / Σⱼ ω₂ⱼ = 1.4950 / 6.5617 ≈ 0.2278（书中最初的简单归一化）；softmax 是 exp(ω₂₂) / Σⱼ exp(ω₂ⱼ)，结果是 0.2379。
# keywords: softmax, exp, sum-normalised, normalisation

# 归一化：权重 = 分数 / 分数之和，取 journey 自己那一项
ex_softmax_weight = 0.2278
