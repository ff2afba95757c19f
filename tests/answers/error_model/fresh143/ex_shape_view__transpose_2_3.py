# exercise: ex_shape_view
# mistake: It transposes axes 2 and 3 (as for keys.transpose(2, 3)) instead of 1 and 2, giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

b, num_tokens, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
queries = torch.randn(b, num_tokens, d_out)
queries = queries.view(b, num_tokens, num_heads, head_dim)
queries = queries.transpose(2, 3)
ex_shape_view = tuple(queries.shape)
