# exercise: ex_shape_view
# mistake: Keeps head_dim = d_out = 12 instead of d_out / num_heads = 4, giving (2, 3, 5, 12), which a view of 120 elements cannot produce; the answer is (2, 3, 5, 4).
# mistake_zh: 把 head_dim 当成了 d_out = 12，而不是 d_out / num_heads = 4，得到 (2, 3, 5, 12)，而 120 个元素的 view 不可能得到这个形状；答案是 (2, 3, 5, 4)。
# keywords: head_dim, divide, d_out, num_heads
ex_shape_view = (2, 3, 5, 12)
