# exercise: ex_shape_view
# mistake: The learner gave the shape after the view, (2, 5, 3, 4), forgetting that transpose(1, 2) then swaps the token and head axes; the answer is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
ex_shape_view = (b, n, num_heads, head_dim)
