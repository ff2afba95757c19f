# exercise: ex_shape_view
# mistake: Kept d_out = 12 as every head's size, answering (2, 3, 5, 12); each head has 12 // 3 = 4 features, so (2, 3, 5, 4).

# every head sees the queries: (b, num_heads, n, d_out)
ex_shape_view = (2, 3, 5, 12)
