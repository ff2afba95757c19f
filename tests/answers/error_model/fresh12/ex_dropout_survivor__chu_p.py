# exercise: ex_dropout_survivor
# mistake: The learner scaled by 1 / p = 10 (the drop probability 丢弃率); survivors are scaled by 1 / (1 − p) = 1.1111, the inverse of the keep probability.
# mistake_zh: 学习者按 1 / p = 10（丢弃率）缩放；保留的值应按 1 / (1 − p) = 1.1111 缩放，即保留率的倒数。
# keywords: 1/(1-p), drop probability, keep probability, 1.1111

# 书里 p = 0.5 时保留值变成 2 = 1/0.5，所以是 1/p
ex_dropout_survivor = 10.0
