# exercise: ex_dropout_survivor
# mistake: The learner multiplied by the keep probability 1 − p = 0.9; inverted dropout divides the survivors by it, 1 / 0.9 = 1.1111.
# mistake_zh: 学习者乘以了保留概率 1 − p = 0.9；反向缩放的 dropout 是把保留下来的值除以它，1 / 0.9 = 1.1111。
# keywords: divide, 1 - p, keep probability, 1.1111, multiply
ex_dropout_survivor = 0.9000
