# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 1 − p = 0.9; dropout divides by it, so each survivor is 1 / (1 − 0.1) = 1.1111.
# mistake_zh: 学习者把保留下来的值乘以了保留率 1 − p = 0.9；dropout 是除以保留率，所以每个保留值是 1 / (1 − 0.1) = 1.1111。
# keywords: 1/(1-p), keep probability, scale, divide

# 保留率 = 1 - p = 0.9，保留下来的值乘以保留率
ex_dropout_survivor = 0.9
