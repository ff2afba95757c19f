# exercise: ex_shape_view
# mistake: Treated transpose(1, 2) like a full matrix transpose .T that reverses every axis, answering (4, 3, 5, 2); only axes 1 and 2 swap: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
viewed = (b, n, num_heads, head_dim)
ex_shape_view = tuple(reversed(viewed))  # transposed
