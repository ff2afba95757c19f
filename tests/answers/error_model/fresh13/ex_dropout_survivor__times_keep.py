# exercise: ex_dropout_survivor
# mistake: It multiplies by the keep probability 1−p = 0.9; survivors are divided by it: 1/0.9 = 1.1111.
# mistake_zh: 它乘以了保留概率 1−p = 0.9；存活元素应除以它：1/0.9 = 1.1111。
# keywords: divide, 1/(1-p), expectation, 1.1111
ex_dropout_survivor = 0.9
