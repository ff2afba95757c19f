# exercise: ex_dropout_survivor
# mistake: You multiplied by the keep probability 1 − p = 0.9; survivors are divided by it instead, 1 / (1 − p) = 1.1111, so the expected value stays 1.
# mistake_zh: 你乘以了保留概率 1 − p = 0.9；应该除以它，1 / (1 − p) = 1.1111，这样期望值仍为 1。
# keywords: multiplied, keep probability, divide, 1/(1-p), expectation
ex_dropout_survivor = 0.9000
