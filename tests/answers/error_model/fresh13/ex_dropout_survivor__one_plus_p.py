# exercise: ex_dropout_survivor
# mistake: It uses 1 + p = 1.1 as the scale; the exact scale is 1/(1−p) = 1.1111.
# mistake_zh: 它用 1 + p = 1.1 作为缩放因子；精确的缩放因子是 1/(1−p) = 1.1111。
# keywords: 1/(1-p), scale, exact, 1.1111
ex_dropout_survivor = 1.1
