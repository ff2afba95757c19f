# exercise: ex_softmax_weight
# mistake: Scaled the scores by √6 (the number of tokens) before the softmax; no scaling is asked, the weights come from the raw dot products.
# mistake_zh: 在 softmax 之前把分数除以了 √6（词元个数）；题目不要求缩放，权重来自原始点积。
# keywords: √6, divided, raw, scaling, number
# s = inputs @ inputs[1] / math.sqrt(len(inputs))
ex_softmax_weight = 0.1949
