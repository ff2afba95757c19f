# exercise: ex_shape_view
# mistake: The learner views as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so after transpose(1, 2) the answer is (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.randn(b, n, d_out)
q = q.view(b, n, head_dim, num_heads).transpose(1, 2)
print(q.shape)
ex_shape_view = tuple(q.shape)
