# exercise: ex_shape_view
# mistake: The learner views as (b, n, head_dim, num_heads) = (2, 5, 4, 3) before the transpose, answering (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), giving (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
ex_shape_view = (b, head_dim, n, num_heads)
