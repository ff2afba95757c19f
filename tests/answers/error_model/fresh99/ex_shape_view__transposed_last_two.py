# exercise: ex_shape_view
# mistake: The learner checked it in torch but wrote .transpose(-2, -1) (the key-transpose habit) instead of .transpose(1, 2), swapping heads and head_dim; the shape is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
queries = torch.randn(b, n, d_out)
q_heads = queries.view(b, n, num_heads, head_dim).transpose(-2, -1)
ex_shape_view = tuple(q_heads.shape)
