# exercise: ex_shape_view
# mistake: Put head_dim where num_heads goes in the view (view(2, 5, 4, 3)), so "heads" came out as 4; with 3 heads of 4 features the shape is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
x = torch.randn(b, n, d_out)
x = x.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(x.shape)
