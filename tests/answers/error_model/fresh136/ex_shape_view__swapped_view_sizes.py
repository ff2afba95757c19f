# exercise: ex_shape_view
# mistake: Viewed with (b, n, head_dim, num_heads) = (2, 5, 4, 3) by swapping the two sizes, then transposed, giving (2, 4, 5, 3); the right view is (2, 5, 3, 4), transposed to (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, head_dim, num_heads).transpose(1, 2).shape)
