# exercise: ex_softmax_weight
# mistake: Applied the softmax over the whole 6×6 score matrix (all 36 scores) instead of over the six scores of the query 'journey'. The softmax normalises one query's row: exp(ω₂₂) / Σⱼ exp(ω₂ⱼ).
# mistake_zh: 对整个 6×6 分数矩阵（全部 36 个分数）做了 softmax，而不是只对查询 “journey” 的六个分数做。softmax 只在一个查询的那一行内归一化：exp(ω₂₂) / Σⱼ exp(ω₂ⱼ)。
# keywords: whole matrix, row, all 36, normalise per query, dim
# attn = inputs @ inputs.T
# w = torch.softmax(attn.flatten(), dim=0).view(6, 6)
# w[1, 1]
ex_softmax_weight = 0.0523
