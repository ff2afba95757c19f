# exercise: ex_softmax_weight
# mistake: Typed the value of the simple sum normalisation (ω₂₂ / Σω₂ⱼ ≈ 0.2278) instead of the softmax weight 0.2379.
# 按照笔记里的第一种归一化：分数除以总和
# 1.4950 / 6.5617
ex_softmax_weight = 0.2278
