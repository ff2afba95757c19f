# exercise: ex_shape_view
# mistake: Uses 3 as head_dim and 4 as the number of heads in the view; num_heads is 3 and head_dim = 12 / 3 = 4, giving (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
head_dim = 3
num_heads = d_out // head_dim
ex_shape_view = tuple(torch.zeros(b, n, d_out).view(b, n, num_heads, head_dim).transpose(1, 2).shape)
