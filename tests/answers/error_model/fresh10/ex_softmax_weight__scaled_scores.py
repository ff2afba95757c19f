# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(3) before the softmax, as in the later trainable attention; this exercise uses the raw dot products without scaling (answer 0.2379).
# mistake_zh: 学习者在 softmax 之前把分数除以了 sqrt(3)，就像后面可训练的注意力那样；本题使用不缩放的原始点积（答案 0.2379）。
# keywords: scaling, raw dot products, softmax

ex_softmax_weight = 0.2070
