# exercise: ex_context
# mistake: The learner scales the scores by 1/sqrt(3) before the softmax (scaled dot-product habit), getting [0.4362, 0.6228, 0.5523]; the exercise uses softmax of the raw dot products: [0.4419, 0.6515, 0.5683].
# mistake_zh: 学习者在 softmax 前把分数乘以 1/sqrt(3)（缩放点积的习惯），得到 [0.4362, 0.6228, 0.5523]；本题用原始点积的 softmax：[0.4419, 0.6515, 0.5683]。
# keywords: raw, scaling, softmax, sqrt
ex_context = [0.4362, 0.6228, 0.5523]
