# exercise: ex_dropout_survivor
# mistake: You scaled the survivors by 1/p = 10 instead of 1/(1 − p).
# mistake_zh: 你把保留的元素按 1/p = 10 放大，而不是 1/(1 − p)。
# keywords: scale, 1/(1-p), dropout, probability

# 书上 p=0.5 时放大 2 倍 = 1/0.5，所以 p=0.1 就是 1/0.1
ex_dropout_survivor = 10.0
