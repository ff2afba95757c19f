# exercise: ex_shape_view
# mistake: The learner reported the shape of the attention scores q @ k.transpose(2, 3), (2, 3, 5, 5), instead of the shape of the split queries themselves, (2, 3, 5, 4).
import torch

b, n, d_out, h = 2, 5, 12, 3
queries = torch.rand(b, n, d_out).view(b, n, h, d_out // h).transpose(1, 2)
keys = torch.rand(b, n, d_out).view(b, n, h, d_out // h).transpose(1, 2)
attn = queries @ keys.transpose(2, 3)
ex_shape_view = tuple(attn.shape)
