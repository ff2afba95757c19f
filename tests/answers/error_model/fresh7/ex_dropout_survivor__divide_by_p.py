# exercise: ex_dropout_survivor
# mistake: Divided by p = 0.1 instead of by the keep probability 1 − p, giving 10. The scale is 1 / (1 − p) = 1 / 0.9 = 1.1111 (with p = 0.5 both give 2, which is where the confusion comes from).
# mistake_zh: 除以了 p = 0.1 而不是保留概率 1 − p，得到 10。缩放系数是 1 / (1 − p) = 1 / 0.9 = 1.1111（p = 0.5 时两者都是 2，混淆由此而来）。
# keywords: 1/(1-p), divide by p, keep probability, scale, 1.1111
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
