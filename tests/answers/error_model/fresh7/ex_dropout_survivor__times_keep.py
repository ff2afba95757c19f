# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability (1 − p = 0.9) instead of dividing by it; inverted dropout scales survivors UP by 1 / (1 − p) = 1.1111 during training so that the expectation stays 1.
# mistake_zh: 把保留下来的值乘以了保留概率（1 − p = 0.9），而不是除以它；反向 dropout 在训练时把保留值放大 1 / (1 − p) = 1.1111 倍，使期望保持为 1。
# keywords: 1/(1-p), inverted dropout, scale, expectation, 0.9
ex_dropout_survivor = 0.9
