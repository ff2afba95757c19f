# exercise: ex_dropout_survivor
# mistake: The learner generalised the book's p = 0.5 → 2 example as 1 + p, answering 1.1; the survivors are scaled by 1 / (1 − p) = 1 / 0.9 = 1.1111.
# mistake_zh: 学习者把书中 p = 0.5 时得到 2 的例子推广成了 1 + p，回答 1.1；保留值应按 1 / (1 − p) = 1 / 0.9 = 1.1111 缩放。
# keywords: 1/(1-p), scale, 1.1111, expectation

# 放大一点点，补上被丢掉的 10%：1 + 0.1
ex_dropout_survivor = 1.1
