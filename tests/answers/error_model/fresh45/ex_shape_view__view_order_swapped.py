# exercise: ex_shape_view
# mistake: Writes the view as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim) and then transposes, giving (2, 4, 5, 3); the right shape is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
q = q.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(q.shape)
