# exercise: ex_shape_view
# mistake: Put head_dim where num_heads goes in the view (view(2, 5, 4, 3)), so the answer became (2, 4, 5, 3); with 3 heads of 4 features it is (2, 3, 5, 4).

import torch

queries = torch.randn(2, 5, 12)
b, n, d_out = queries.shape
num_heads = 3
head_dim = d_out // num_heads
out = queries.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(out.shape)
