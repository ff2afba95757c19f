# exercise: ex_context
# mistake: The learner rounded the six attention weights to 2 decimals before multiplying by the inputs, so the rounding error spread into the context vector. Keep full precision and round only the final three numbers.
# mistake_zh: 学习者在乘以输入之前就把六个注意力权重四舍五入到 2 位小数，舍入误差传到了上下文向量里。应保留完整精度，只对最后的三个数取整。
# keywords: rounding, precision, weights, round at the end
# weights [0.14, 0.24, 0.23, 0.12, 0.11, 0.16] @ inputs
ex_context = [0.4424, 0.6504, 0.5688]
