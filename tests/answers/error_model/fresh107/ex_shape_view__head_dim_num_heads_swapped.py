# exercise: ex_shape_view
# mistake: Views with (b, n, head_dim, num_heads) = (2, 5, 4, 3), putting the head size where the number of heads goes; view(b, n, 3, 4).transpose(1, 2) gives (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
b, n, d_out = queries.shape
num_heads = 3
head_dim = d_out // num_heads
split = queries.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(split.shape)
