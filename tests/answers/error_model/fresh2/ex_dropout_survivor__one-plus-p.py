# exercise: ex_dropout_survivor
# mistake: 1.1 approximates the scale as 1 + p; survivors are divided by the keep probability, 1 / (1 − p) = 1.1111.
# mistake_zh: 1.1 把缩放因子近似成了 1 + p；保留下来的值应除以保留概率，1 / (1 − p) = 1.1111。
# keywords: survivors, scale, keep, probability, inverse

# dropout p=0.1 -> remaining values are scaled up by 10% so the sum stays the same
ex_dropout_survivor = 1.1000
