# exercise: ex_shape_view
# mistake: Each head gets head_dim = d_out / num_heads = 4 features, not all 12, so the shape is (2, 3, 5, 4).
# mistake_zh: 每个头只得到 head_dim = d_out / num_heads = 4 个特征，而不是全部 12 个，形状应为 (2, 3, 5, 4)。
# keywords: head_dim, d_out, num_heads, divide, features

# 每个头: (n, d_out)
ex_shape_view = (2, 3, 5, 12)
