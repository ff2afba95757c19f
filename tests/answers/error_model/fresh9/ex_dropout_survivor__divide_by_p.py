# exercise: ex_dropout_survivor
# mistake: Divides by p instead of 1 - p (1/0.1 = 10); survivors are scaled by 1/(1 - p) = 1.1111.
# mistake_zh: 除以的是 p 而不是 1 - p（1/0.1 = 10）；保留下来的值按 1/(1 - p) = 1.1111 缩放。
# keywords: 1-p, keep probability, scale, divide
ex_dropout_survivor = 10.0
