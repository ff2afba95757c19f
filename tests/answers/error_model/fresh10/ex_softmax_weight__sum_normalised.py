# exercise: ex_softmax_weight
# mistake: The learner normalised the scores by dividing by their sum (the naive normalisation) instead of applying the softmax; use exp(ω) / Σ exp(ω).
# mistake_zh: 学习者用除以总和的朴素归一化代替了 softmax；应使用 exp(ω) / Σ exp(ω)。
# keywords: softmax, exp, normalisation, sum

ex_softmax_weight = 0.2278
