# exercise: ex_dropout_survivor
# mistake: 0.9 multiplies by the keep probability 1 − p; inverted dropout divides the survivors by it, 1 / (1 − 0.1) = 1.1111.
# mistake_zh: 0.9 是乘以保留概率 1 − p；dropout 对保留下来的值是除以 1 − p，即 1 / (1 − 0.1) = 1.1111。
# keywords: survivors, scaled, divide, expectation, keep

p = 0.1
ex_dropout_survivor = 1 * (1 - p)
