# exercise: ex_shape_view
# mistake: The learner gave the shape of one sequence, (3, 5, 4), leaving out the batch axis; the answer is the 4-dimensional (2, 3, 5, 4).
num_heads = 3
tokens = 5
head_dim = 12 // num_heads
ex_shape_view = (num_heads, tokens, head_dim)
