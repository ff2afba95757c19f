# exercise: ex_shape_view
# mistake: The learner gave the shape after view only, (2, 5, 3, 4); after transpose(1, 2) it is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
b, n, d_out = q.shape
num_heads = 3
head_dim = d_out // num_heads
v = q.view(b, n, num_heads, head_dim)
v.transpose(1, 2)
ex_shape_view = tuple(v.shape)
