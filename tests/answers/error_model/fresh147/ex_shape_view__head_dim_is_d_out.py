# exercise: ex_shape_view
# mistake: Used d_out = 12 as the size of each head and let -1 fill in the head count (1 head); head_dim is d_out / num_heads = 4, giving (2, 3, 5, 4).
import torch

queries = torch.rand(2, 5, 12)
d_out = queries.shape[-1]
split = queries.view(*queries.shape[:-1], -1, d_out).transpose(1, 2)
ex_shape_view = tuple(split.shape)
