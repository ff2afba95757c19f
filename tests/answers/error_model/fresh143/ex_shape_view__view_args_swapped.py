# exercise: ex_shape_view
# mistake: It calls view with head_dim and num_heads in the wrong order (view(b, n, head_dim, num_heads)), getting (2, 4, 5, 3) instead of (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
q = torch.zeros(b, n, d_out)
q = q.view(b, n, d_out // num_heads, num_heads).transpose(1, 2)
print(q.shape)
ex_shape_view = tuple(q.shape)
