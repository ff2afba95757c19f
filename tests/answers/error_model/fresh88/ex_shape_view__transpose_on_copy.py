# exercise: ex_shape_view
# mistake: The transpose result was assigned to another name and the shape of the un-transposed view was reported, (2, 5, 3, 4); after .transpose(1, 2) it is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
queries = torch.randn(b, n, d_out)
queries = queries.view(b, n, num_heads, head_dim)
q_t = queries.transpose(1, 2)
ex_shape_view = tuple(queries.shape)
