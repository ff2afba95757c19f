# exercise: ex_shape_view
# mistake: Called view(b, n, head_dim, num_heads) (head_dim and num_heads swapped) before transpose(1, 2), obtaining (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
queries = torch.rand(b, n, d_out)
queries = queries.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(queries.shape)
print(ex_shape_view)
