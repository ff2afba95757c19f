# exercise: ex_softmax_weight
# mistake: You divided the scores by sqrt(3) before the softmax, but the question uses the raw unscaled dot products.
# mistake_zh: 你在 softmax 之前把分数除以了 sqrt(3)，但题目用的是未缩放的原始点积。
# keywords: scaling, sqrt, raw, softmax

ex_softmax_weight = 0.2070
