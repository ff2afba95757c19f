# exercise: ex_context
# mistake: The learner kept only one decimal of each attention weight (0.1, 0.2, 0.2, 0.1, 0.1, 0.2; they no longer even sum to 1) and then formed the weighted sum; the weights must keep full precision until the final vector.
# mistake_zh: 学习者每个注意力权重只保留一位小数（0.1, 0.2, 0.2, 0.1, 0.1, 0.2，和都不再是 1）再求加权和；权重应保持完整精度，直到得出最后的向量。
# keywords: rounded, decimals, softmax, round only the final
ex_context = (0.376, 0.602, 0.502)
