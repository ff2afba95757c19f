# exercise: ex_softmax_weight
# mistake: Your denominator leaves out exp(ω₂₂) itself (you summed over the other five keys only), giving 0.3121; the softmax divides exp(ω₂₂) by the sum over all six keys, itself included: 0.2379.
# mistake_zh: 你的分母漏掉了 exp(ω₂₂) 本身（只对其余五个键求和），得到 0.3121；softmax 要用 exp(ω₂₂) 除以包括自身在内的全部六个键的和：0.2379。
# keywords: denominator, all six, itself, included, sum
ex_softmax_weight = 0.3121
