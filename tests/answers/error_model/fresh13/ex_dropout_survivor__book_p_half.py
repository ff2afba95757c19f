# exercise: ex_dropout_survivor
# mistake: 2.0 is the survivor value for the book's example p = 0.5; for p = 0.1 survivors are scaled by 1/(1−0.1) = 1.1111.
# mistake_zh: 2.0 是书中示例 p = 0.5 时的存活值；p = 0.1 时存活元素按 1/(1−0.1) = 1.1111 缩放。
# keywords: 1/(1-p), scale, p = 0.1, 1.1111
ex_dropout_survivor = 2.0
