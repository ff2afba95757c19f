# exercise: ex_dropout_survivor
# mistake: You scaled the survivors by 1 + p = 1.1, a first-order approximation; dropout divides them by the keep probability exactly: 1 / (1 − p) = 1 / 0.9 = 1.1111.
# mistake_zh: 你把保留下来的值乘以 1 + p = 1.1，这只是一阶近似；dropout 精确地除以保留概率：1 / (1 − p) = 1 / 0.9 = 1.1111。
# keywords: 1 + p, approximation, 1/(1-p), 1.1111
ex_dropout_survivor = 1.1
