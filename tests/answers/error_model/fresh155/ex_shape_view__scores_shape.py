# exercise: ex_shape_view
# mistake: Goes one step further and answers the shape of the per-head scores q @ k.transpose(2, 3), (2, 3, 5, 5); the question is the shape of the queries after view and transpose, (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.randn(b, n, d_out).view(b, n, num_heads, d_out // num_heads).transpose(1, 2)
k = torch.randn(b, n, d_out).view(b, n, num_heads, d_out // num_heads).transpose(1, 2)
attn_scores = q @ k.transpose(2, 3)
ex_shape_view = tuple(attn_scores.shape)
print(ex_shape_view)
