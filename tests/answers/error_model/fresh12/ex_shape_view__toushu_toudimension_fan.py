# exercise: ex_shape_view
# mistake: The learner swapped the number of heads and the head dimension (4 heads of 3 features), answering (2, 4, 5, 3); there are num_heads = 3 heads of head_dim = 12 / 3 = 4: (2, 3, 5, 4).
# mistake_zh: 学习者把头数和头维度弄反了（4 个头、每个 3 维），回答 (2, 4, 5, 3)；应该是 num_heads = 3 个头，每个 head_dim = 12 / 3 = 4 维：(2, 3, 5, 4)。
# keywords: num_heads, head_dim, 12 / 3, swapped

# 12 维拆成 3 份 → 每份 4 个头？ head_dim = 3
ex_shape_view = (2, 4, 5, 3)
