# exercise: ex_shape_view
# mistake: The learner checks the shape with code but writes .transpose(2, 3) instead of .transpose(1, 2), getting (2, 5, 4, 3); the answer is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
b, n, d_out = q.shape
num_heads = 3
head_dim = d_out // num_heads
ex_shape_view = tuple(q.view(b, n, num_heads, head_dim).transpose(2, 3).shape)
