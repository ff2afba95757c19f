# exercise: ex_dropout_survivor
# mistake: The learner scaled the survivors by 1 + p = 1.1 (a first-order approximation) instead of 1 / (1 − p) = 1.1111.
# mistake_zh: 学习者把保留下来的值乘以 1 + p = 1.1（一阶近似），而不是 1 / (1 − p) = 1.1111。
# keywords: 1 / (1 - p), 1.1111, scale, survivors, approximation
p = 0.1
ex_dropout_survivor = round(1 + p, 4)
