# exercise: ex_shape_view
# mistake: Puts head_dim before num_heads in the view (view(b, n, 4, 3)), giving (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) = (2, 5, 3, 4), transposed to (2, 3, 5, 4).
import torch


def split(x, num_heads=3):
    b, n, d = x.shape
    head_dim = d // num_heads
    return x.view(b, n, head_dim, num_heads).transpose(1, 2)


ex_shape_view = tuple(split(torch.zeros(2, 5, 12)).shape)
