# exercise: ex_shape_view
# mistake: The learner computes the shape with .transpose(2, 3) instead of .transpose(1, 2), swapping heads with head_dim, giving (2, 5, 4, 3); the answer is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
queries = torch.randn(b, n, d_out)
q = queries.view(b, n, num_heads, d_out // num_heads).transpose(2, 3)
ex_shape_view = tuple(q.shape)
