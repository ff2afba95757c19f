# exercise: ex_shape_view
# mistake: The learner transposes the last two axes, .transpose(2, 3), instead of .transpose(1, 2), giving (2, 5, 4, 3); swapping tokens and heads gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.randn(b, n, d_out)
q = q.view(b, n, num_heads, d_out // num_heads).transpose(2, 3)
ex_shape_view = tuple(q.shape)
