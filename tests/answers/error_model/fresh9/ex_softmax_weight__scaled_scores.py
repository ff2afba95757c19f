# exercise: ex_softmax_weight
# mistake: Scales the scores by 1/√3 before the softmax (0.2070), but the statement says raw dot products without scaling (0.2379).
# mistake_zh: 在 softmax 之前把分数乘以 1/√3（得到 0.2070），但题目说的是不缩放的原始点积（0.2379）。
# keywords: scaling, raw, sqrt, softmax
ex_softmax_weight = 0.2070
