# exercise: ex_softmax_weight
# mistake: The learner normalised the scores by dividing by their sum (the book's first, naive normalisation) instead of applying the softmax. Use exp(ω₂₂) / Σⱼ exp(ω₂ⱼ).
# mistake_zh: 学习者用“除以分数之和”的方法归一化（书中最初的朴素归一化），而没有使用 softmax。应使用 exp(ω₂₂) / Σⱼ exp(ω₂ⱼ)。
# keywords: softmax, exp, sum, normalisation
# attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()
ex_softmax_weight = 0.2278
