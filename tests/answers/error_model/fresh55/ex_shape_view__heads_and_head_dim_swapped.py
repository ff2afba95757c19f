# exercise: ex_shape_view
# mistake: The learner views as (b, n, head_dim, num_heads), mixing up which of 3 and 4 is the head count, and gets (2, 4, 5, 3); the answer is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
# view(b, n, head_dim, num_heads) then swap 1 and 2
ex_shape_view = (b, head_dim, n, num_heads)
