# exercise: ex_shape_view
# mistake: Also applies the .transpose(2, 3) that is used for the keys in the scores, giving (2, 3, 4, 5); the queries after view and transpose(1, 2) are (2, 3, 5, 4).
import torch

b, num_tokens, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
x = torch.rand(b, num_tokens, d_out)
x = x.view(b, num_tokens, num_heads, head_dim)
x = x.transpose(1, 2)
x = x.transpose(2, 3)
ex_shape_view = tuple(x.shape)
