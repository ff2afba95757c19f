# exercise: ex_dropout_survivor
# mistake: Answered 1 + p = 1.1, thinking survivors are increased by the drop rate. The scale is 1/(1 − p) = 1/0.9 = 1.1111, which keeps the expected value at 1.
# mistake_zh: 答了 1 + p = 1.1，以为幸存元素增加了丢弃率那么多。正确的缩放是 1/(1 − p) = 1/0.9 = 1.1111，这样期望值保持为 1。
# keywords: 1/(1-p), 1+p, expectation, scale, keep probability
ex_dropout_survivor = 1.1
