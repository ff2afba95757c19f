# exercise: ex_softmax_weight
# mistake: You gave the weight as a percentage (23.79); a softmax weight is a fraction between 0 and 1: answer 0.2379.
# mistake_zh: 你把权重写成了百分数（23.79）；softmax 权重是 0 到 1 之间的小数：应答 0.2379。
# keywords: percentage, fraction, between 0 and 1, units
ex_softmax_weight = 23.79   # %
