# exercise: ex_dropout_survivor
# mistake: Wrote how much a survivor grows, 1/0.9 − 1 ≈ 0.111, instead of the survivor's value 1/0.9 ≈ 1.111.
# mistake_zh: 写的是幸存元素增加了多少，1/0.9 − 1 ≈ 0.111，而不是幸存元素的值 1/0.9 ≈ 1.111。
# keywords: increase, value, 1/(1-p), grew, 1.111
ex_dropout_survivor = 0.111
