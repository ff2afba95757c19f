# exercise: ex_shape_view
# mistake: The learner kept d_out = 12 as the last axis instead of head_dim = d_out / num_heads = 4, as if every head saw all features. Each of the 3 heads gets 12 / 3 = 4 features: (2, 3, 5, 4).
# mistake_zh: 学习者把最后一维写成 d_out = 12，而不是 head_dim = d_out / num_heads = 4，好像每个头都能看到全部特征。3 个头每个只分到 12 / 3 = 4 个特征：(2, 3, 5, 4)。
# keywords: head_dim, d_out / num_heads, divide, 4
ex_shape_view = (2, 3, 5, 12)
