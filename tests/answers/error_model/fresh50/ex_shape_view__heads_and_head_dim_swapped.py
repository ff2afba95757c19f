# exercise: ex_shape_view
# mistake: The learner mixes up the number of heads and the head size (3 heads of size 4 taken as 4 heads of size 3), answering (2, 4, 5, 3); the right shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
# split into groups of num_heads features each
head_dim = num_heads
groups = d_out // head_dim
ex_shape_view = (b, groups, n, head_dim)
