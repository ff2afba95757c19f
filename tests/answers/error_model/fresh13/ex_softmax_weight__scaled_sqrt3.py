# exercise: ex_softmax_weight
# mistake: It applies the softmax to the scores divided by √3 (d=3), giving 0.2070; the statement asks for no scaling, giving 0.2379.
# mistake_zh: 它对除以 √3（d=3）后的分数做 softmax，得到 0.2070；题目要求不缩放，应为 0.2379。
# keywords: scaling, raw scores, softmax, 0.2379
ex_softmax_weight = 0.2070
