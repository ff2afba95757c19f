# exercise: ex_softmax_weight
# mistake: Normalises the scores by dividing by their sum (the book's first, simple normalisation), 0.2278, instead of the softmax, 0.2379.
# mistake_zh: 用除以总和的方式归一化分数（书中最先介绍的简单归一化），得到 0.2278，而不是 softmax 的 0.2379。
# keywords: softmax, exp, normalisation, sum
ex_softmax_weight = 0.2278
