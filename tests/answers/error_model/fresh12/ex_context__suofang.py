# exercise: ex_context
# mistake: The learner scaled the raw scores by 1/√3 before softmax, getting [0.4362, 0.6228, 0.5523]; this exercise uses the unscaled dot-product softmax weights, giving [0.4419, 0.6515, 0.5683].
# mistake_zh: 学习者在 softmax 之前把原始分数除以了 √3，得到 [0.4362, 0.6228, 0.5523]；本题用不缩放的点积 softmax 权重，答案是 [0.4419, 0.6515, 0.5683]。
# keywords: scaled, √3, unscaled, softmax weights

# 权重 = softmax(x2·xj / √d)，d = 3；再加权求和
ex_context = [0.4362, 0.6228, 0.5523]
