# exercise: ex_shape_view
# mistake: The learner's helper returned (head_dim, num_heads) in the wrong order, so the view was taken as (2, 5, 4, 3) and the answer came out (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) giving (2, 3, 5, 4).
import torch


def split_sizes(d_out: int, num_heads: int) -> tuple:
    """Return (num_heads, head_dim)."""
    hd = d_out // num_heads
    return hd, num_heads


b, n, d_out = 2, 5, 12
h, hd = split_sizes(d_out, 3)
q = torch.zeros(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, h, hd).transpose(1, 2).shape)
print(ex_shape_view)
