# exercise: ex_shape_view
# mistake: The learner records the shape of the tensor after .view but before .transpose(1, 2) (a variable from an earlier line), answering (2, 5, 3, 4) instead of (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
b, n, d_out = queries.shape
num_heads = 3
q = queries.view(b, n, num_heads, d_out // num_heads)
print(q.shape)
q_t = q.transpose(1, 2)
ex_shape_view = tuple(q.shape)
