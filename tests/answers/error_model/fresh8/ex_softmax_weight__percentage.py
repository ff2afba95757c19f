# exercise: ex_softmax_weight
# mistake: The learner computed the right weight but reported it as a percentage (23.79) instead of a fraction between 0 and 1. Give 0.2379.
# mistake_zh: 学习者算出的权重是对的，但写成了百分数（23.79），而不是 0 到 1 之间的小数。应填 0.2379。
# keywords: percentage, fraction, between 0 and 1, weight
ex_softmax_weight = 23.79
