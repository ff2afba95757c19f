# exercise: ex_dropout_survivor
# mistake: Recalls the book's example with p = 0.5, where survivors become 2; with p = 0.1 they become 1/(1 - 0.1) = 1.1111.
# mistake_zh: 记成了书中 p = 0.5 的例子（保留值变为 2）；p = 0.1 时保留值是 1/(1 - 0.1) = 1.1111。
# keywords: p, 1/(1-p), scale, 0.1
ex_dropout_survivor = 2.0
