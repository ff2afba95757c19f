# exercise: ex_shape_view
# mistake: The learner views as (b, num_heads, n, head_dim) and then transposes, getting (2, 5, 3, 4); the statement's view is (b, n, num_heads, head_dim), which after transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
hd = d_out // num_heads
q = torch.rand(b, n, d_out)
ex_shape_view = tuple(q.view(b, num_heads, n, hd).transpose(1, 2).shape)
