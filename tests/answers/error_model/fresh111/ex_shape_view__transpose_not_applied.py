# exercise: ex_shape_view
# mistake: Calls transpose(1, 2) without keeping its result (it is not in place), so the shape printed is the one after view only, (2, 5, 3, 4); the answer is (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
queries = torch.rand(b, n, d_out)
queries = queries.view(b, n, num_heads, head_dim)
queries.transpose(1, 2)
ex_shape_view = tuple(queries.shape)
