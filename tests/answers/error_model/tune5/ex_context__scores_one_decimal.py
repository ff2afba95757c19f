# exercise: ex_context
# mistake: Working by hand, the learner rounded the six scores x(2)·x(j) to one decimal (1.0, 1.5, 1.5, 0.8, 0.7, 1.1) before the softmax, so z(2) is off in the third decimal. Keep the scores exact and round only the final vector.
# mistake_zh: 学习者手算时先把六个分数 x(2)·x(j) 四舍五入到一位小数（1.0, 1.5, 1.5, 0.8, 0.7, 1.1）再做 softmax，z(2) 在第三位小数上出错。应保留精确的分数，只对最后的向量取整。
# keywords: rounded, decimals, round only the final
# scores rounded: 1.0 1.5 1.5 0.8 0.7 1.1 -> softmax -> weighted sum of the inputs
ex_context = [0.4427, 0.6507, 0.5724]
