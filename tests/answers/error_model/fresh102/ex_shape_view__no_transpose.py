# exercise: ex_shape_view
# mistake: The learner stopped after the view and reported (2, 5, 3, 4); the transpose(1, 2) then swaps tokens and heads, giving (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
b, n, d_out = queries.shape
num_heads = 3
head_dim = d_out // num_heads
q = queries.view(b, n, num_heads, head_dim)
ex_shape_view = tuple(q.shape)
