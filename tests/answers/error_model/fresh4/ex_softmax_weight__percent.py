# exercise: ex_softmax_weight
# mistake: The weight is right but given as a percentage (23.79) instead of a probability: α₂₂ is a fraction between 0 and 1, 0.2379.
# mistake_zh: 权重本身算对了，但写成了百分数（23.79）而不是概率：α₂₂ 是 0 到 1 之间的小数，应为 0.2379。
# keywords: percent, 100, probability, fraction, 0.2379
ex_softmax_weight = 23.79  # %  (softmax of journey's six scores, weight on itself)
